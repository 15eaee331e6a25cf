import { priceFieldNames, type TFeedFields, type TProduct } from '@colophon/contract';
import type { ReactNode } from 'react';
import type { DetailForm } from '@/components/form/use-detail-form.ts';
import { FeedNote } from '@/features/catalog/products/components/feed-note.tsx';
import {
  differsFromFeed,
  feedValuesOf,
  type ProductValues,
} from '@/features/catalog/products/product-form.ts';

export type FeedName = keyof TFeedFields;

/** What every tab of the product form gets: the form, the product as saved, and its feed fields. */
export interface ProductSectionProps {
  detail: DetailForm<ProductValues>;
  /** The product as last saved or reloaded; undefined while creating one. */
  product: TProduct | undefined;
  readOnly: boolean;
  /** Takes the product an action of its own answered (a supply): its version and stock, my edits kept. */
  adopt: (product: TProduct) => void;
  /** A feed field: its input, and the feed's value under it when they differ, with a reset. */
  feedField: (name: FeedName, input: ReactNode) => ReactNode;
}

/** The feed fields of the form: each input with the feed's value under it and a way back to it. */
export const feedFieldOf = (
  detail: DetailForm<ProductValues>,
  product: TProduct | undefined,
): ProductSectionProps['feedField'] => {
  const { form } = detail;
  /** Back to what the feed says; the three prices go back together. */
  const resetToFeed = (name: FeedName) => {
    if (!product?.feed) return;
    const feedValues = feedValuesOf(product.feed);
    const names: readonly FeedName[] = (priceFieldNames as readonly string[]).includes(name)
      ? priceFieldNames
      : [name];
    for (const each of names) form.setFieldValue(each, feedValues[each as keyof typeof feedValues] as never);
  };
  return (name, input) => (
    <div>
      {input}
      <FeedNote
        product={product}
        field={name}
        differs={differsFromFeed(product, form.getValues(), name)}
        onReset={() => resetToFeed(name)}
      />
    </div>
  );
};
