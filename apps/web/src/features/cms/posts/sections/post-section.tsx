import type { TPost, TPostField } from '@colophon/contract';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import type { PostValues } from '@/features/cms/posts/post-form.ts';

/** What every part of the post's editor gets: the form, the post as saved, and its type's fields. */
export interface PostSectionProps {
  detail: DetailForm<PostValues>;
  /** The post as last saved or reloaded; undefined while writing a new one. */
  current: TPost | undefined;
  readOnly: boolean;
  /** Whether the post's type has this field. */
  uses: (name: TPostField) => boolean;
  /** Whether the post's type requires this field. */
  needs: (name: TPostField) => boolean;
}
