import type { TCatalogListProduct } from '@colophon/contract';
import { ActionIcon, Badge, Stack, Text } from '@mantine/core';
import { SortableList, SortableRow } from '@/components/sortable/sortable-list.tsx';
import { availabilityLabel } from '@/features/catalog/shared/availability.ts';
import { CoverThumbnail } from '@/features/catalog/shared/cover-thumbnail.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate } from '@/lib/format.ts';

const Row = ({
  product,
  position,
  onRemove,
}: {
  product: TCatalogListProduct;
  position: number;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <SortableRow
      id={product.id}
      handleLabel={t('catalog.list.handle', { title: product.title })}
      padding="xs"
      testId="list-product"
    >
      <Text fw={600} w={28} ta="right">
        {position}.
      </Text>
      <CoverThumbnail url={product.coverThumbnailUrl} width={28} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} lineClamp={1}>
          {product.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {[
            product.authors.map((author) => author.name).join(', '),
            product.ean,
            formatDate(product.releaseDate),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {product.availability && (
        <Badge variant="dot" color="gray">
          {availabilityLabel(product.availability)}
        </Badge>
      )}
      {!product.isVisible && (
        <Badge variant="dot" color="red">
          {t('catalog.product.hidden')}
        </Badge>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('catalog.list.removeProduct', { title: product.title })}
      >
        ✕
      </ActionIcon>
    </SortableRow>
  );
};

/** A list's products in their order: dragged with the mouse or the keyboard, removed one by one. */
export const SortableProducts = ({
  products,
  onChange,
}: {
  products: TCatalogListProduct[];
  onChange: (products: TCatalogListProduct[]) => void;
}) => {
  return (
    <SortableList
      items={products}
      idOf={(product) => product.id}
      titleOf={(product) => product.title}
      onChange={onChange}
      activationDistance={4}
      listProps={{ gap: 6, m: 0, 'data-testid': 'list-products' }}
    >
      {(product, position) => (
        <Row
          key={product.id}
          product={product}
          position={position}
          onRemove={() => onChange(products.filter((each) => each.id !== product.id))}
        />
      )}
    </SortableList>
  );
};
