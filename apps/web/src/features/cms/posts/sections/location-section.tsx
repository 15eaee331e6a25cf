import '@/i18n/areas/cms.ts';
import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { locationFields } from '@/features/cms/posts/post-form.ts';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Where the post's event or shop takes place: its address and whom to reach. */
export const LocationSection = ({ detail }: Pick<PostSectionProps, 'detail'>) => {
  const { t } = useTranslation();
  const { field } = detail;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.location')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {locationFields.map((name) => (
          <TextInput
            key={name}
            label={t(`cms.post.${name}`)}
            {...field(`location.${name}`)}
            name={`location.${name}`}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
};
