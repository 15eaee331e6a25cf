import type { TMediaKind, TMediaRenditionName, TMediaSummary } from '@colophon/contract';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MediaGrid, type MediaSearch } from '@/features/cms/media/media-library.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export type PictureSize = Exclude<TMediaRenditionName, 'original'>;
const sizes: PictureSize[] = ['thumbnail', 'medium', 'large'];

/**
 * The media library in a dialog: search, pages, add a new one; a card chooses it. With `sizes`, the
 * rendition to insert is chosen too (a picture in a text); without, the media itself (the post's).
 */
export const MediaPickerModal = ({
  opened,
  onClose,
  onPick,
  kinds,
  withSize = false,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (media: TMediaSummary, size: PictureSize) => void;
  kinds?: TMediaKind[];
  withSize?: boolean;
}) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState<MediaSearch>({
    pageSize: 12,
    kind: kinds?.length === 1 ? kinds[0] : undefined,
  });
  const [chosen, setChosen] = useState<TMediaSummary | null>(null);
  const [size, setSize] = useState<PictureSize>('medium');
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('cms.post.pickerTitle')}
      size="xl"
      data-testid="media-picker"
    >
      <Stack gap="sm">
        <MediaGrid
          search={search}
          onSearchChange={(patch) => setSearch((previous) => ({ ...previous, ...patch }))}
          onOpen={setChosen}
          pickedIds={chosen ? [chosen.id] : []}
          {...(kinds ? { kinds } : {})}
        />
        <Group justify="space-between" align="end">
          {withSize ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('cms.post.rendition')}
              </Text>
              <SegmentedControl
                value={size}
                onChange={(value) => setSize(value as PictureSize)}
                data={sizes.map((name) => ({ value: name, label: t(`cms.media.renditionNames.${name}`) }))}
                data-testid="picture-size"
              />
            </Stack>
          ) : (
            <span />
          )}
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onPick(chosen, size);
              close();
            }}
            data-testid="media-picker-confirm"
          >
            {withSize ? t('cms.post.pickerInsert') : t('cms.post.pickerChoose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
