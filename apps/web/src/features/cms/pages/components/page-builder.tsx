import {
  blocTypes,
  pageLayoutColumns,
  type TBlocColumn,
  type TBlocInput,
  type TBlocType,
  type TBlocWidth,
  type TPageLayout,
} from '@colophon/contract';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

/** A bloc as the builder edits it: the API's input with every setting, and a key for drag and drop. */
export type BlocDraft = Required<Omit<TBlocInput, 'column'>> & { column: TBlocColumn; key: string };

let drafts = 0;
/** A new key for a bloc of the builder. */
export const nextBlocKey = () => {
  drafts += 1;
  return `bloc-${drafts}`;
};

/** A new bloc of `blocType` in `column`, as wide as the column (it fills a row by itself). */
export const newBloc = (blocType: TBlocType, column: TBlocColumn, width: TBlocWidth): BlocDraft => ({
  key: nextBlocKey(),
  blocType,
  column,
  width,
  localizations: [{ locale: 'fr', title: null, html: null }],
  postType: null,
  automaticRetrieve: false,
  maximum: 6,
  order: 'newest',
  postIds: [],
  categoryIds: [],
  tagIds: [],
  productEans: [],
  mediaIds: [],
  catalogListId: null,
  url: null,
  isExternalUrl: false,
});

const widthSteps: TBlocWidth[] = [25, 50, 75, 100];

interface BuilderProps {
  layout: TPageLayout;
  blocs: BlocDraft[];
  /** A move, resize, addition or removal: the builder's undo keeps the blocs as they were. */
  onMove: (blocs: BlocDraft[]) => void;
  selected: string | null;
  onSelect: (key: string) => void;
  /** The problem of each bloc, by index (the live check of the widths). */
  problems: Map<number, string>;
}

/** Moves the bloc at `from` to just before the bloc at `to` (or the end), in `column`. */
const moved = (blocs: BlocDraft[], from: number, to: number | null, column: TBlocColumn) => {
  const bloc = blocs[from];
  if (!bloc) return blocs;
  const rest = blocs.filter((_, index) => index !== from);
  const target = to === null ? -1 : rest.indexOf(blocs[to] as BlocDraft);
  const placed = { ...bloc, column };
  if (target < 0) return [...rest, placed];
  // Dropped on a later bloc, it goes after it (the way a sortable list reads a move down).
  const after = to !== null && to > from && blocs[to]?.column === bloc.column;
  rest.splice(after ? target + 1 : target, 0, placed);
  return rest;
};

const PaletteItem = ({ blocType }: { blocType: TBlocType }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${blocType}`,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="xs"
      py={4}
      style={{
        cursor: 'grab',
        transform: CSS.Translate.toString(transform),
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 10 : undefined,
        position: 'relative',
      }}
      data-testid={`palette-${blocType}`}
      {...listeners}
      {...attributes}
      tabIndex={-1}
    >
      <Text size="sm">{t(`cms.page.blocTypes.${blocType}`)}</Text>
    </Paper>
  );
};

/** The palette: every bloc type to drag into a column, and a keyboard way to add one. */
const Palette = ({
  layout,
  onAdd,
}: {
  layout: TPageLayout;
  onAdd: (type: TBlocType, column: TBlocColumn) => void;
}) => {
  const { t } = useTranslation();
  const columns = pageLayoutColumns[layout];
  const [type, setType] = useState<TBlocType>('Html');
  const [column, setColumn] = useState<TBlocColumn>('main');
  const target = columns.some((item) => item.column === column) ? column : 'main';
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={600}>{t('cms.page.palette')}</Text>
        <Text size="xs" c="dimmed">
          {t('cms.page.paletteHint')}
        </Text>
        <Group gap={6}>
          {blocTypes.map((blocType) => (
            <PaletteItem key={blocType} blocType={blocType} />
          ))}
        </Group>
        <Group gap="xs" align="flex-end">
          <Select
            label={t('cms.page.blocType')}
            data={blocTypes.map((value) => ({ value, label: t(`cms.page.blocTypes.${value}`) }))}
            value={type}
            onChange={(value) => value && setType(value as TBlocType)}
            allowDeselect={false}
            data-testid="palette-type"
            w={240}
          />
          {columns.length > 1 && (
            <Select
              label={t('cms.page.column')}
              data={columns.map((item) => ({
                value: item.column,
                label: t(`cms.page.columns.${item.column}`),
              }))}
              value={target}
              onChange={(value) => value && setColumn(value as TBlocColumn)}
              allowDeselect={false}
              data-testid="palette-column"
              w={200}
            />
          )}
          <Button
            variant="light"
            onClick={() => onAdd(type, target)}
            aria-label={t('cms.page.addTo', {
              type: t(`cms.page.blocTypes.${type}`),
              column: t(`cms.page.columns.${target}`),
            })}
            data-testid="palette-add"
          >
            {t('cms.page.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

interface BlocCardProps {
  bloc: BlocDraft;
  index: number;
  columnWidth: TBlocWidth;
  selected: boolean;
  problem: string | undefined;
  onSelect: () => void;
  onResize: (width: TBlocWidth) => void;
  onStep: (direction: -1 | 1) => void;
  onOtherColumn: (() => void) | undefined;
  onRemove: () => void;
}

const BlocCard = (props: BlocCardProps) => {
  const { t } = useTranslation();
  const { bloc, index, columnWidth } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: bloc.key });
  const card = useRef<HTMLDivElement>(null);
  const [dragWidth, setDragWidth] = useState<TBlocWidth | null>(null);
  const shown = dragWidth ?? bloc.width;
  const steps = widthSteps.filter((step) => step <= columnWidth);
  const clamp = (width: number): TBlocWidth =>
    steps.reduce(
      (best, step) => (Math.abs(step - width) < Math.abs(best - width) ? step : best),
      steps[0] ?? 25,
    );
  const title = bloc.localizations.find((item) => item.title)?.title;
  const typeName = t(`cms.page.blocTypes.${bloc.blocType}`);

  /** Dragging the right edge: the width follows the pointer, snapped to 25 % steps of the page. */
  const startResize = (event: React.PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const element = card.current;
    const column = element?.parentElement;
    if (!element || !column) return;
    const startX = event.clientX;
    const startPx = element.getBoundingClientRect().width;
    const columnPx = column.getBoundingClientRect().width;
    let last = bloc.width;
    const follow = (move: PointerEvent) => {
      last = clamp(((startPx + move.clientX - startX) / columnPx) * columnWidth);
      setDragWidth(last);
    };
    const stop = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', stop);
      setDragWidth(null);
      if (last !== bloc.width) props.onResize(last);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', stop);
  };

  return (
    <div
      ref={(node) => {
        setNodeRef(node);
        card.current = node;
      }}
      style={{
        width: `${(shown / columnWidth) * 100}%`,
        padding: 4,
        boxSizing: 'border-box',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
      }}
      data-testid="builder-bloc"
      data-bloc-type={bloc.blocType}
      data-width={shown}
      data-column={bloc.column}
    >
      <Paper
        withBorder
        p="xs"
        onClick={props.onSelect}
        style={{
          position: 'relative',
          borderColor: props.problem
            ? 'var(--mantine-color-red-6)'
            : props.selected
              ? 'var(--mantine-color-blue-6)'
              : undefined,
          borderWidth: props.selected || props.problem ? 2 : undefined,
          minHeight: 96,
        }}
        aria-label={t('cms.page.bloc', { position: index + 1, type: typeName, width: shown })}
        role="group"
      >
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <ActionIcon
              variant="subtle"
              ref={setActivatorNodeRef}
              {...listeners}
              {...attributes}
              aria-label={t('cms.page.dragHandle', { position: index + 1 })}
              data-testid="bloc-handle"
              style={{ cursor: 'grab' }}
            >
              ⠿
            </ActionIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {title || typeName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {typeName}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light">{shown} %</Badge>
        </Group>
        <Group gap={2} mt={6} wrap="wrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => props.onStep(-1)}
            data-testid="bloc-before"
          >
            {t('cms.page.moveBefore')}
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => props.onStep(1)} data-testid="bloc-after">
            {t('cms.page.moveAfter')}
          </Button>
          {props.onOtherColumn && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={props.onOtherColumn}
              data-testid="bloc-column"
            >
              {t('cms.page.otherColumn')}
            </Button>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={props.onRemove}
            data-testid="bloc-remove"
          >
            {t('cms.page.removeBloc')}
          </Button>
        </Group>
        {props.problem && (
          <Text size="xs" c="red" mt={4} data-testid="bloc-problem">
            {props.problem}
          </Text>
        )}
        <Tooltip label={t('cms.page.resizeHandle', { position: index + 1, width: shown })}>
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('cms.page.resizeHandle', { position: index + 1, width: shown })}
            aria-valuemin={25}
            aria-valuemax={columnWidth}
            aria-valuenow={shown}
            aria-valuetext={`${shown} %`}
            data-testid="bloc-resize"
            onPointerDown={startResize}
            onKeyDown={(event) => {
              const step =
                event.key === 'ArrowRight' || event.key === 'ArrowUp'
                  ? 25
                  : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
                    ? -25
                    : 0;
              if (step === 0) return;
              event.preventDefault();
              const next = clamp(bloc.width + step);
              if (next !== bloc.width) props.onResize(next);
            }}
            style={{
              position: 'absolute',
              top: 0,
              right: -5,
              width: 10,
              height: '100%',
              cursor: 'ew-resize',
              background: 'var(--mantine-color-blue-light)',
              borderRadius: 4,
            }}
          />
        </Tooltip>
      </Paper>
    </div>
  );
};

const ColumnArea = ({
  column,
  width,
  children,
  empty,
}: {
  column: TBlocColumn;
  width: TBlocWidth;
  children: React.ReactNode;
  empty: boolean;
}) => {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `column:${column}` });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={4}
      style={{
        flex: `${width} 1 0`,
        minWidth: 0,
        borderStyle: 'dashed',
        background: isOver ? 'var(--mantine-color-blue-light)' : undefined,
      }}
      data-testid={`column-${column}`}
      aria-label={`${t(`cms.page.columns.${column}`)} (${width} %)`}
      role="region"
    >
      <Text size="xs" c="dimmed" px={4}>
        {t(`cms.page.columns.${column}`)} · {width} %
      </Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', minHeight: 120, alignContent: 'flex-start' }}>
        {children}
        {empty && (
          <Text size="sm" c="dimmed" p="sm">
            {t('cms.page.noBlocs')}
          </Text>
        )}
      </div>
    </Paper>
  );
};

/**
 * The builder: the layout's columns drawn side by side as the site shows them, each bloc as wide as
 * it will be; blocs come from the palette by drag and drop (or its Add button), move by drag and
 * drop (or the keyboard: the handle with space and arrows, or the Earlier / Later buttons) and are
 * resized by dragging their right edge (or its arrows).
 */
export const PageBuilder = ({ layout, blocs, onMove, selected, onSelect, problems }: BuilderProps) => {
  const columns = pageLayoutColumns[layout];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columnOf = (column: TBlocColumn) => columns.find((item) => item.column === column) ?? columns[0];
  const add = (blocType: TBlocType, column: TBlocColumn, before: number | null) => {
    const bloc = newBloc(blocType, column, columnOf(column)?.width ?? 100);
    const next = [...blocs];
    next.splice(before ?? next.length, 0, bloc);
    onMove(next);
    onSelect(bloc.key);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const overId = String(over.id);
    const overIndex = blocs.findIndex((bloc) => bloc.key === overId);
    const overColumn: TBlocColumn | undefined = overId.startsWith('column:')
      ? (overId.slice('column:'.length) as TBlocColumn)
      : blocs[overIndex]?.column;
    if (!overColumn) return;
    const activeId = String(active.id);
    if (activeId.startsWith('palette:')) {
      add(activeId.slice('palette:'.length) as TBlocType, overColumn, overIndex >= 0 ? overIndex : null);
      return;
    }
    const from = blocs.findIndex((bloc) => bloc.key === activeId);
    if (from < 0 || activeId === overId) return;
    const bloc = blocs[from] as BlocDraft;
    const width = Math.min(bloc.width, columnOf(overColumn)?.width ?? 100) as TBlocWidth;
    const next = moved(blocs, from, overIndex >= 0 ? overIndex : null, overColumn).map((item) =>
      item.key === bloc.key ? { ...item, width } : item,
    );
    onMove(next);
  };
  /** One step earlier or later among the blocs of its column. */
  const step = (index: number, direction: -1 | 1) => {
    const bloc = blocs[index];
    if (!bloc) return;
    const sameColumn = blocs
      .map((item, at) => ({ item, at }))
      .filter(({ item }) => item.column === bloc.column);
    const rank = sameColumn.findIndex(({ at }) => at === index);
    const other = sameColumn[rank + direction];
    if (!other) return;
    const next = [...blocs];
    next[index] = other.item;
    next[other.at] = bloc;
    onMove(next);
  };
  const change = (index: number, changes: Partial<BlocDraft>) =>
    onMove(blocs.map((bloc, at) => (at === index ? { ...bloc, ...changes } : bloc)));

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Stack gap="sm">
        <Palette layout={layout} onAdd={(type, column) => add(type, column, null)} />
        <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="builder-layout" data-layout={layout}>
          {columns.map(({ column, width }) => {
            const inColumn = blocs
              .map((bloc, index) => ({ bloc, index }))
              .filter(({ bloc }) => bloc.column === column);
            const other = columns.find((item) => item.column !== column);
            return (
              <ColumnArea key={column} column={column} width={width} empty={inColumn.length === 0}>
                <SortableContext items={inColumn.map(({ bloc }) => bloc.key)} strategy={rectSortingStrategy}>
                  {inColumn.map(({ bloc, index }) => (
                    <BlocCard
                      key={bloc.key}
                      bloc={bloc}
                      index={index}
                      columnWidth={width}
                      selected={selected === bloc.key}
                      problem={problems.get(index)}
                      onSelect={() => onSelect(bloc.key)}
                      onResize={(next) => change(index, { width: next })}
                      onStep={(direction) => step(index, direction)}
                      onOtherColumn={
                        other
                          ? () =>
                              change(index, {
                                column: other.column,
                                width: Math.min(bloc.width, other.width) as TBlocWidth,
                              })
                          : undefined
                      }
                      onRemove={() => onMove(blocs.filter((_, at) => at !== index))}
                    />
                  ))}
                </SortableContext>
              </ColumnArea>
            );
          })}
        </Group>
      </Stack>
    </DndContext>
  );
};
