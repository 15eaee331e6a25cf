import { Button, Stack } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TListSearch } from '@/lib/search.ts';
import { ListPage, type ListPageProps } from './list-page.tsx';
import { fedBy, type ListNavigate, type ListQueryResult, listInUrl } from './list-wiring.tsx';

type FedProps = 'records' | 'totalCount' | 'fetching' | 'error' | 'onRetry' | 'selection';

export type SimpleListProps<T extends { id: number }> = Omit<ListPageProps<T>, FedProps> & {
  query: ListQueryResult<T>;
  /** Deletes the rows given, after "Are you sure ?"; the selection bar offers it. */
  remove: { mutateAsync: (ids: number[]) => Promise<unknown>; isPending: boolean };
};

/** The list page fed by its query, whose selected rows can be deleted. */
export const SimpleList = <T extends { id: number }>({ query, remove, ...list }: SimpleListProps<T>) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<T[]>([]);
  const removeSelected = async () => {
    if (!(await confirmAction())) return;
    await remove.mutateAsync(selected.map((row) => row.id)).catch(() => undefined);
    setSelected([]);
  };
  return (
    <ListPage<T>
      {...list}
      {...fedBy(query)}
      selection={{
        selected,
        onChange: setSelected,
        actions: (
          <Button color="red.9" size="xs" onClick={() => void removeSelected()} loading={remove.isPending}>
            {t('common.deleteSelected')}
          </Button>
        ),
      }}
    />
  );
};

type SimpleListPageProps<T extends { id: number }, S, P> = Omit<
  SimpleListProps<T>,
  'search' | 'onSearchChange' | 'onRowClick' | 'rowHref'
> & {
  title: string;
  search: S;
  // The route's own types come from `search` and `detail`; its navigate must only fit them.
  navigate: ListNavigate<NoInfer<S>, NoInfer<P>>;
  /** The detail screen: a row opens it with `?id=`, the new button empty. */
  detail: P;
  newButton: { label: string; testId: string };
  /** What the screen shows under the list. */
  below?: ReactNode;
};

/** A list screen: its heading with the button to create one, the list kept in the URL, what follows. */
export const SimpleListPage = <T extends { id: number }, S extends TListSearch, P extends LinkProps['to']>({
  title,
  search,
  navigate,
  detail,
  newButton,
  below,
  ...list
}: SimpleListPageProps<T, S, P>) => {
  const table = <SimpleList<T> {...list} {...listInUrl(search, navigate, detail).table} />;
  return (
    <>
      <PageHeader title={title}>
        <Button component={Link} to={detail} data-testid={newButton.testId}>
          {newButton.label}
        </Button>
      </PageHeader>
      {below ? (
        <Stack gap="lg">
          {table}
          {below}
        </Stack>
      ) : (
        table
      )}
    </>
  );
};
