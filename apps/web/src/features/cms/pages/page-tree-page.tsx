import '@/i18n/areas/cms.ts';
import type { TPageNode } from '@colophon/contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { pageTreeQueryOptions, useMovePage } from './api/pages.ts';

const titleOf = (page: TPageNode, locale: string) =>
  page.localizations.find((item) => item.locale === locale)?.title ??
  page.localizations[0]?.title ??
  page.name;

/** The pages under `page`, itself included: where it may not be moved. */
const branchOf = (page: TPageNode): Set<number> =>
  new Set([page.id, ...page.children.flatMap((child) => [...branchOf(child)])]);

/** /cms/page: the tree of the site's pages; a page dragged onto another goes under it (never under itself). */
export const PageTreePage = () => {
  const { t, i18n } = useTranslation();
  const tree = useQuery(pageTreeQueryOptions());
  const move = useMovePage();
  const [dragged, setDragged] = useState<TPageNode | null>(null);
  const [over, setOver] = useState<number | 'root' | null>(null);
  const drop = (parentId: number | null, position: number) => {
    setOver(null);
    const page = dragged;
    setDragged(null);
    if (!page || (parentId !== null && branchOf(page).has(parentId))) return;
    if (page.parentId === parentId) return;
    void move.mutateAsync({ id: page.id, version: page.version, parentId, position }).catch(() => undefined);
  };
  const zone = (target: number | 'root') => ({
    onDragOver: (event: React.DragEvent) => {
      event.preventDefault();
      setOver(target);
    },
    onDragLeave: () => setOver(null),
  });
  const node = (page: TPageNode, depth: number) => (
    <Stack key={page.id} gap={4}>
      <Paper
        withBorder
        p="xs"
        ml={depth * 28}
        draggable
        bg={over === page.id ? 'var(--mantine-color-blue-light)' : undefined}
        onDragStart={() => setDragged(page)}
        {...zone(page.id)}
        onDrop={(event) => {
          event.preventDefault();
          drop(page.id, page.children.length);
        }}
        data-testid="page-node"
        style={{ cursor: 'grab' }}
      >
        <Group justify="space-between">
          <Link to="/cms/page/detail" search={{ id: page.id }}>
            {page.name}
          </Link>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {titleOf(page, i18n.language)} · /
              {page.localizations.find((item) => item.locale === i18n.language)?.relativeUrl}
            </Text>
            <Badge variant="light" color={page.isPublished ? 'green' : 'gray'}>
              {page.isPublished ? t('cms.page.published') : t('cms.page.draft')}
            </Badge>
          </Group>
        </Group>
      </Paper>
      {page.children.map((child) => node(child, depth + 1))}
    </Stack>
  );
  return (
    <>
      <PageHeader title={t('screens.cmsPage')}>
        <Button variant="default" component={Link} to="/cms/page/list">
          {t('cms.page.list')}
        </Button>
        <Button component={Link} to="/cms/page/detail" data-testid="new-page">
          {t('cms.page.new')}
        </Button>
      </PageHeader>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('cms.page.moveHint')}
        </Text>
        {tree.data?.length === 0 && <Text>{t('cms.page.empty')}</Text>}
        {tree.data?.map((root) => node(root, 0))}
        <Paper
          withBorder
          p="sm"
          style={{ borderStyle: 'dashed' }}
          bg={over === 'root' ? 'var(--mantine-color-blue-light)' : undefined}
          {...zone('root')}
          onDrop={(event) => {
            event.preventDefault();
            drop(null, tree.data?.length ?? 0);
          }}
        >
          <Text size="sm" c="dimmed" ta="center">
            {t('cms.page.dropRoot')}
          </Text>
        </Paper>
      </Stack>
    </>
  );
};
