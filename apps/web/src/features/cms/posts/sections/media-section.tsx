import '@/i18n/areas/cms.ts';
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';

/** What the editor shows of a media of the post: saved ones come with the post, new ones from the picker. */
export interface ShownMedia {
  title: string;
  thumbnailUrl: string | null;
}

/** The post's pictures from the library, the first being its main one, or an outside media's address. */
export const MediaSection = ({
  detail,
  readOnly,
  needs,
  mediaShown,
  onChoose,
}: Omit<PostSectionProps, 'current' | 'uses'> & {
  mediaShown: (id: number) => ShownMedia | undefined;
  /** Opens the library to add a picture. */
  onChoose: () => void;
}) => {
  const { t } = useTranslation();
  const { field, form } = detail;
  const values = form.getValues();
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.media')}
      </Title>
      <Stack gap="xs" mb="sm" data-testid="post-media">
        <Text size="sm" fw={500}>
          {t('cms.post.mediaLibrary')}
        </Text>
        {values.mediaIds.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('cms.post.noMedia')}
          </Text>
        )}
        {values.mediaIds.map((id, index) => {
          const shown = mediaShown(id);
          return (
            <Group key={id} gap="sm" wrap="nowrap" data-testid="post-media-item">
              {shown?.thumbnailUrl ? (
                <Image src={apiUrl(shown.thumbnailUrl)} alt="" w={64} h={48} fit="cover" />
              ) : (
                <Paper withBorder w={64} h={48} />
              )}
              <Stack gap={0} style={{ flex: 1 }}>
                <Text size="sm">{shown?.title ?? `#${id}`}</Text>
                {index === 0 && (
                  <Badge size="xs" variant="light" data-testid="main-picture">
                    {t('cms.post.mainPicture')}
                  </Badge>
                )}
                {detail.serverError(`mediaIds.${index}`) && (
                  <Text size="xs" c="red">
                    {detail.serverError(`mediaIds.${index}`)}
                  </Text>
                )}
              </Stack>
              {index > 0 && !readOnly && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    form.setFieldValue('mediaIds', [id, ...values.mediaIds.filter((other) => other !== id)])
                  }
                >
                  {t('cms.post.makeMain')}
                </Anchor>
              )}
              {!readOnly && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    form.setFieldValue(
                      'mediaIds',
                      values.mediaIds.filter((other) => other !== id),
                    )
                  }
                >
                  {t('cms.post.removeMedia')}
                </Anchor>
              )}
            </Group>
          );
        })}
        {!readOnly && (
          <Group>
            <Button variant="default" onClick={onChoose} data-testid="choose-media">
              {t('cms.post.chooseMedia')}
            </Button>
          </Group>
        )}
      </Stack>
      <TextInput
        type="url"
        label={t('cms.post.mediaUrl')}
        required={needs('media') && values.mediaIds.length === 0}
        {...field('mediaUrl')}
        name="mediaUrl"
      />
    </Paper>
  );
};
