import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { FilesPanel } from '@/features/catalog/products/components/files-panel.tsx';
import { PicturesPanel } from '@/features/catalog/products/components/pictures-panel.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { ProductSectionProps } from './product-section.tsx';

/** Pictures (and the cover's address) and files; a new product has none until it is saved. */
export const MediaSection = ({ detail: { field }, product, readOnly, feedField }: ProductSectionProps) => {
  const { t } = useTranslation();
  const saveFirst = (
    <Text size="sm" c="dimmed">
      {t('catalog.product.saveFirst')}
    </Text>
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby="pictures-title">
        <Text fw={600} mb="sm" id="pictures-title" component="h2" size="md">
          {t('catalog.pictures.title')}
        </Text>
        {product ? <PicturesPanel productId={product.id} readOnly={readOnly} /> : saveFirst}
        <div style={{ marginTop: 12 }}>
          {feedField(
            'coverUrl',
            <TextInput
              label={t('catalog.product.coverUrl')}
              description={t('catalog.product.coverUrlHint')}
              type="url"
              {...field('coverUrl')}
              name="coverUrl"
            />,
          )}
        </div>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="files-title">
        <Text fw={600} mb="sm" id="files-title" component="h2" size="md">
          {t('catalog.files.title')}
        </Text>
        {product ? <FilesPanel productId={product.id} readOnly={readOnly} /> : saveFirst}
      </Paper>
    </Stack>
  );
};
