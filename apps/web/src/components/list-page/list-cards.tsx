import {
  Box,
  Checkbox,
  Group,
  LoadingOverlay,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TableColumn } from './list-table.tsx';

export interface ListCardsProps<T> {
  /** The columns shown (the chooser's), the main one already rendered as the record's link. */
  columns: TableColumn<T>[];
  /** The column that opens the record: the card's heading. */
  mainAccessor: string | undefined;
  records: T[];
  idAccessor: string;
  fetching: boolean;
  /** Row selection for bulk actions, as on the table. */
  selection?: { selected: T[]; onChange: (rows: T[]) => void } | undefined;
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** "1 à 25 sur 300". */
  rangeText: (range: { from: number; to: number }) => string;
  /** The URL's sort (`field` or `-field`) and its change; the sortable columns give the choices. */
  sort: string | undefined;
  onSortChange: (sort: string | undefined) => void;
}

const fieldText = <T,>(record: T, accessor: unknown) =>
  String((record as Record<string, unknown>)[String(accessor)] ?? '');

/**
 * The rows of a list as cards, for a phone: the record's main cell (its link) heads each card, the
 * other columns shown follow as "label : value"; a checkbox selects the card for the bulk actions,
 * a choice sorts by a sortable column, pages at the bottom.
 */
export const ListCards = <T,>(props: ListCardsProps<T>) => {
  const { t } = useTranslation();
  const baseId = useId();
  const { columns, records, selection } = props;
  const main = columns.find((column) => column.accessor === props.mainAccessor) ?? columns[0];
  const others = columns.filter((column) => column !== main);
  const idOf = (record: T) => fieldText(record, props.idAccessor);
  const isSelected = (record: T) => selection?.selected.some((row) => idOf(row) === idOf(record)) ?? false;
  const toggle = (record: T) =>
    selection?.onChange(
      isSelected(record)
        ? selection.selected.filter((row) => idOf(row) !== idOf(record))
        : [...selection.selected, record],
    );
  const allSelected = records.length > 0 && records.every(isSelected);
  const sortChoices = columns
    .filter((column) => column.sortable)
    .flatMap((column) => {
      const title = typeof column.title === 'string' ? column.title : String(column.accessor);
      return [
        { value: String(column.accessor), label: t('common.sortAscending', { column: title }) },
        { value: `-${String(column.accessor)}`, label: t('common.sortDescending', { column: title }) },
      ];
    });
  const pages = Math.max(1, Math.ceil(props.totalCount / props.pageSize));
  const from = props.totalCount ? (props.page - 1) * props.pageSize + 1 : 0;
  const to = Math.min(props.page * props.pageSize, props.totalCount);
  const cell = (column: (typeof columns)[number], record: T, index: number) =>
    column.render ? column.render(record, index) : fieldText(record, column.accessor);

  return (
    <Stack gap="sm" data-testid="list-cards">
      {(sortChoices.length > 0 || (selection && records.length > 0)) && (
        <Group gap="sm" justify="space-between" wrap="wrap">
          {selection && records.length > 0 && (
            <Checkbox
              label={t('common.selectPage')}
              checked={allSelected}
              indeterminate={!allSelected && records.some(isSelected)}
              onChange={() =>
                selection.onChange(
                  allSelected
                    ? selection.selected.filter(
                        (row) => !records.some((record) => idOf(record) === idOf(row)),
                      )
                    : [...selection.selected, ...records.filter((record) => !isSelected(record))],
                )
              }
              data-testid="cards-select-page"
            />
          )}
          {sortChoices.length > 0 && (
            <Select
              aria-label={t('common.sortBy')}
              placeholder={t('common.sortBy')}
              data={sortChoices}
              value={props.sort ?? null}
              onChange={(value) => props.onSortChange(value ?? undefined)}
              clearable
              w={220}
              data-testid="cards-sort"
            />
          )}
        </Group>
      )}
      <Box pos="relative" mih={120}>
        <LoadingOverlay visible={props.fetching} overlayProps={{ blur: 1 }} />
        {records.length === 0 && !props.fetching ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('common.noRecords')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {records.map((record, index) => {
              const headingId = `${baseId}-${idOf(record)}`;
              return (
                <Paper component="li" withBorder p="sm" key={idOf(record)} data-testid="list-card">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    {selection && (
                      <Checkbox
                        mt={2}
                        checked={isSelected(record)}
                        onChange={() => toggle(record)}
                        aria-labelledby={`${headingId}-select ${headingId}`}
                        data-testid="card-select"
                      />
                    )}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <VisuallyHidden id={`${headingId}-select`}>{t('common.selectCard')}</VisuallyHidden>
                      {main && (
                        <Box id={headingId} fw={500} style={{ overflowWrap: 'anywhere' }}>
                          {cell(main, record, index)}
                        </Box>
                      )}
                      <Box component="dl" m={0}>
                        {others.map((column) => (
                          <Group key={String(column.accessor)} gap={6} wrap="nowrap" align="baseline">
                            <Text component="dt" size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                              {column.title}
                            </Text>
                            <Text
                              component="dd"
                              size="sm"
                              m={0}
                              style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                            >
                              {cell(column, record, index)}
                            </Text>
                          </Group>
                        ))}
                      </Box>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Box>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" data-testid="cards-range">
          {props.rangeText({ from, to })}
        </Text>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={props.page}
            onChange={props.onPageChange}
            siblings={0}
            boundaries={1}
            aria-label={t('common.pagination')}
            getControlProps={(control) => ({
              'aria-label': t(
                control === 'previous'
                  ? 'common.previousPage'
                  : control === 'next'
                    ? 'common.nextPage'
                    : control === 'first'
                      ? 'common.firstPage'
                      : 'common.lastPage',
              ),
            })}
          />
        )}
      </Group>
    </Stack>
  );
};
