import '@/i18n/areas/cms.ts';
import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { DateTimeField } from '@/components/form/date-fields.tsx';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** When an event post takes place and how many people it takes. */
export const EventSection = ({ detail }: Pick<PostSectionProps, 'detail'>) => {
  const { t } = useTranslation();
  const { field } = detail;
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.event')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DateTimeField label={t('cms.post.eventStart')} required {...field('eventStart')} name="eventStart" />
        <DateTimeField label={t('cms.post.eventEnd')} {...field('eventEnd')} name="eventEnd" />
        <TextInput
          type="number"
          min={1}
          label={t('cms.post.eventCapacity')}
          description={t('cms.post.eventCapacityHint')}
          {...field('eventCapacity')}
          name="eventCapacity"
        />
      </SimpleGrid>
    </Paper>
  );
};
