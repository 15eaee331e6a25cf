import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';

const books = [
  'Les Misérables',
  'Madame Bovary',
  'Le Rouge et le Noir',
  'Germinal',
  'Le Petit Prince',
  'L’Étranger',
];

const SortableBook = ({ title, position }: { title: string; position: number }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: title });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      component="li"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="sortable-item"
    >
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('demo.handle', { title })}
          style={{ cursor: 'grab', padding: '0 8px', fontSize: 18 }}
        >
          ⠿
        </UnstyledButton>
        <Text fw={600} w={24}>
          {position}.
        </Text>
        <Text>{title}</Text>
      </Group>
    </Paper>
  );
};

/** /demo/sortable: a drag-and-drop list that works with the keyboard and tells screen readers what happens. */
export const SortablePage = () => {
  const { t } = useTranslation();
  const [items, setItems] = useState(books);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => items.indexOf(String(id)) + 1;
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('demo.pickedUp', { title: active.id, position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      t('demo.movedTo', { title: active.id, position: position(over?.id), total }),
    onDragEnd: ({ active, over }) =>
      t('demo.dropped', { title: active.id, position: position(over?.id), total }),
    onDragCancel: ({ active }) => t('demo.cancelled', { title: active.id }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((current) =>
      arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
    );
  };

  return (
    <>
      <PageHeader title={t('screens.demoSortable')} />
      <Text mb="md">{t('demo.sortableIntro')}</Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('demo.instructions') } }}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap="xs" maw={480} p={0} style={{ listStyle: 'none' }}>
            {items.map((title, index) => (
              <SortableBook key={title} title={title} position={index + 1} />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Text size="sm" c="dimmed" mt="md" data-testid="sortable-order">
        {t('demo.order', { order: items.join(', ') })}
      </Text>
    </>
  );
};
