import '@/i18n/areas/demo.ts';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { SortableList, SortableRow } from '@/components/sortable/sortable-list.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

const books = [
  'Les Misérables',
  'Madame Bovary',
  'Le Rouge et le Noir',
  'Germinal',
  'Le Petit Prince',
  'L’Étranger',
];

/** /demo/sortable: a drag-and-drop list that works with the keyboard and tells screen readers what happens. */
export const SortablePage = () => {
  const { t } = useTranslation();
  const [items, setItems] = useState(books);
  return (
    <>
      <PageHeader title={t('screens.demoSortable')} />
      <Text mb="md">{t('demo.sortableIntro')}</Text>
      <SortableList
        items={items}
        idOf={(title) => title}
        titleOf={(title) => title}
        onChange={setItems}
        listProps={{ gap: 'xs', maw: 480 }}
      >
        {(title, position) => (
          <SortableRow
            key={title}
            id={title}
            handleLabel={t('demo.handle', { title })}
            padding="sm"
            testId="sortable-item"
          >
            <Text fw={600} w={24}>
              {position}.
            </Text>
            <Text>{title}</Text>
          </SortableRow>
        )}
      </SortableList>
      <Text size="sm" c="dimmed" mt="md" data-testid="sortable-order">
        {t('demo.order', { order: items.join(', ') })}
      </Text>
    </>
  );
};
