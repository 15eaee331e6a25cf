import '@mantine/dropzone/styles.layer.css';
import { MAX_PICTURE_BYTES, pictureContentTypes, type TProductPicture } from '@colophon/contract';
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { confirmAction } from '@/components/confirm.ts';
import {
  picturesQueryOptions,
  useOrderPictures,
  useRemovePicture,
  useUploadPictures,
} from '@/features/catalog/products/api/pictures.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { toastClose } from '@/lib/notify.ts';

const megabytes = MAX_PICTURE_BYTES / 1024 / 1024;

const PictureCard = ({
  picture,
  position,
  readOnly,
  onCover,
  onRemove,
}: {
  picture: TProductPicture;
  position: number;
  readOnly: boolean;
  onCover: () => void;
  onRemove: () => void;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: picture.id, disabled: readOnly });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      component="li"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="picture"
      data-cover={picture.isCover}
    >
      <Stack gap={6} align="center">
        <Group justify="space-between" w="100%" wrap="nowrap">
          {!readOnly && (
            <UnstyledButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t('catalog.pictures.handle', { position })}
              style={{ cursor: 'grab', padding: '0 6px', fontSize: 18 }}
            >
              ⠿
            </UnstyledButton>
          )}
          {picture.isCover ? (
            <Badge size="sm" color="teal.9" data-testid="cover-badge">
              {t('catalog.pictures.cover')}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed">
              {position}
            </Text>
          )}
        </Group>
        <img
          src={apiUrl(picture.thumbnailUrl)}
          alt={t('catalog.pictures.alt', { position })}
          style={{ maxWidth: '100%', height: 150, objectFit: 'contain' }}
          data-testid="picture-thumbnail"
        />
        <Text size="xs" c="dimmed">
          {picture.width} × {picture.height}
        </Text>
        {!readOnly && (
          <Group gap={4} justify="center">
            {!picture.isCover && (
              <Button size="compact-xs" variant="light" onClick={onCover}>
                {t('catalog.pictures.makeCover')}
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
              {t('common.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
};

/**
 * A product's pictures: dropped (or chosen) to upload, dragged to reorder (mouse or keyboard), one
 * chosen as the cover, deleted after confirmation. The API checks each picture's bytes.
 */
export const PicturesPanel = ({ productId, readOnly }: { productId: number; readOnly: boolean }) => {
  const { t } = useTranslation();
  const pictures = useQuery(picturesQueryOptions(productId));
  const upload = useUploadPictures(productId);
  const order = useOrderPictures(productId);
  const remove = useRemovePicture(productId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = pictures.data ?? [];
  const ids = items.map((picture) => picture.id);
  const coverId = items.find((picture) => picture.isCover)?.id ?? null;
  const positionOf = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('catalog.pictures.pickedUp', { position: positionOf(active.id) }),
    onDragOver: ({ over }) => t('catalog.pictures.movedTo', { position: positionOf(over?.id) }),
    onDragEnd: ({ over }) => t('catalog.pictures.dropped', { position: positionOf(over?.id) }),
    onDragCancel: () => t('catalog.pictures.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    order.mutate({ productId, pictureIds: next, coverId });
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const rejection of rejections) {
      const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
      notifications.show({
        color: 'red',
        withBorder: true,
        closeButtonProps: toastClose(),
        message: `${rejection.file.name} : ${
          tooLarge ? message('pictureTooLarge', { megabytes }) : message('notAPicture')
        }`,
      });
    }
  };

  const onRemove = async (picture: TProductPicture) => {
    if (!(await confirmAction())) return;
    remove.mutate(picture.id);
  };

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Dropzone
          onDrop={(files: File[]) => upload.mutate(files)}
          onReject={onReject}
          maxSize={MAX_PICTURE_BYTES}
          accept={[...pictureContentTypes]}
          loading={upload.isPending}
          data-testid="picture-dropzone"
          name="pictures"
        >
          <Stack align="center" gap={4} mih={90} justify="center" style={{ pointerEvents: 'none' }}>
            <Text fw={500}>{t('catalog.pictures.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('catalog.pictures.dropHint', { megabytes })}
            </Text>
          </Stack>
        </Dropzone>
      )}
      {pictures.isSuccess && items.length === 0 && (
        <Alert variant="light" color="gray">
          {t('catalog.pictures.none')}
        </Alert>
      )}
      {items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('demo.instructions') },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 5 }}
              spacing="sm"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              data-testid="pictures"
            >
              {items.map((picture, index) => (
                <PictureCard
                  key={picture.id}
                  picture={picture}
                  position={index + 1}
                  readOnly={readOnly}
                  onCover={() => order.mutate({ productId, pictureIds: ids, coverId: picture.id })}
                  onRemove={() => void onRemove(picture)}
                />
              ))}
            </SimpleGrid>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
};
