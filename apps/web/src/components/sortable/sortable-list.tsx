import '@/i18n/areas/demo.ts';
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
import { Group, Paper, Stack, type StackProps, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

interface SortableListProps<T> {
  items: T[];
  idOf: (item: T) => UniqueIdentifier;
  /** How screen readers name an item while it moves. */
  titleOf: (item: T) => string;
  onChange: (items: T[]) => void;
  /** Pixels the pointer moves before a drag starts, so that a click on the row's buttons stays a click. */
  activationDistance?: number;
  /** The `<ol>`'s look (gap, width, margins, test id). */
  listProps?: Omit<StackProps, 'component' | 'children'> & { 'data-testid'?: string };
  /** Each item, as a `SortableRow`. */
  children: (item: T, position: number) => ReactNode;
}

/**
 * A list reordered by dragging, with the mouse or the keyboard (space, arrows, space), that tells
 * screen readers what is picked up, where it moves and where it is dropped.
 */
export const SortableList = <T,>({ items, idOf, titleOf, onChange, ...props }: SortableListProps<T>) => {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(
      PointerSensor,
      props.activationDistance ? { activationConstraint: { distance: props.activationDistance } } : undefined,
    ),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const title = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? '' : titleOf(item);
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  const total = items.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('demo.pickedUp', { title: title(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      t('demo.movedTo', { title: title(active.id), position: position(over?.id), total }),
    onDragEnd: ({ active, over }) =>
      t('demo.dropped', { title: title(active.id), position: position(over?.id), total }),
    onDragCancel: ({ active }) => t('demo.cancelled', { title: title(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('demo.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" p={0} style={{ listStyle: 'none' }} {...props.listProps}>
          {items.map((item, index) => props.children(item, index + 1))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};

/** One item of a `SortableList`: a bordered row whose handle (⠿) drags it. */
export const SortableRow = ({
  id,
  handleLabel,
  padding,
  testId,
  children,
}: {
  id: UniqueIdentifier;
  /** Names the handle for screen readers: "Move …". */
  handleLabel: string;
  padding: 'xs' | 'sm';
  testId: string;
  children: ReactNode;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={padding}
      component="li"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid={testId}
    >
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          style={{ cursor: 'grab', padding: '0 8px', fontSize: 18 }}
        >
          ⠿
        </UnstyledButton>
        {children}
      </Group>
    </Paper>
  );
};
