import type { TCatalogListProduct } from '@colophon/contract';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
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
import { ActionIcon, Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format.ts';
import { availabilityLabel } from '../../shared/availability.ts';
import { CoverThumbnail } from '../../shared/cover-thumbnail.tsx';

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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: product.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      component="li"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
      data-testid="list-product"
    >
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('catalog.list.handle', { title: product.title })}
          style={{ cursor: 'grab', padding: '0 8px', fontSize: 18 }}
        >
          ⠿
        </UnstyledButton>
        <Text fw={600} w={28} ta="right">
          {position}.
        </Text>
        <CoverThumbnail productId={product.id} width={28} />
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
      </Group>
    </Paper>
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
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = products.map((product) => product.id);
  const titleOf = (id: unknown) => products.find((product) => product.id === id)?.title ?? '';
  const position = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const total = products.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('demo.pickedUp', { title: titleOf(active.id), position: position(active.id), total }),
    onDragOver: ({ active, over }) =>
      t('demo.movedTo', { title: titleOf(active.id), position: position(over?.id), total }),
    onDragEnd: ({ active, over }) =>
      t('demo.dropped', { title: titleOf(active.id), position: position(over?.id), total }),
    onDragCancel: ({ active }) => t('demo.cancelled', { title: titleOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(products, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('demo.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} data-testid="list-products">
          {products.map((product, index) => (
            <Row
              key={product.id}
              product={product}
              position={index + 1}
              onRemove={() => onChange(products.filter((each) => each.id !== product.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};
