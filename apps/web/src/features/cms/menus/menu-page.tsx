import '@/i18n/areas/cms.ts';
import {
  MAX_MENU_DEPTH,
  menuItemStyles,
  type TMenu,
  type TMenuItem,
  type TMenuItemStyle,
  ZMenuCreate,
  ZMenuItemCreate,
} from '@colophon/contract';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  NavLink,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { useDetailForm } from '@/components/form/use-detail-form.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  menuQueryOptions,
  menusQueryOptions,
  menuTargetsQueryOptions,
  postAddress,
  useChangeMenuItem,
  useDeleteMenus,
  useSaveMenu,
} from './api/menus.ts';

const route = getRouteApi('/_app/cms/menu');

/** A category's address on the site: its posts, as the site reads them (`/Public/Post/Posts?categoryId=`). */
const categoryAddress = (id: number) => `/articles?categoryId=${id}`;
const categoryOf = (url: string | null) => /^\/articles\?categoryId=(\d+)$/.exec(url ?? '')?.[1] ?? null;

/** The items beside `parentId`'s (the top level for null), in order. */
const siblingsOf = (items: TMenuItem[], parentId: number | null): TMenuItem[] =>
  parentId === null ? items : (findItem(items, parentId)?.children ?? []);
const findItem = (items: TMenuItem[], id: number): TMenuItem | undefined => {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return undefined;
};
/** The item and its sub-items: where it may not go. */
const branchOf = (item: TMenuItem): Set<number> =>
  new Set([item.id, ...item.children.flatMap((child) => [...branchOf(child)])]);
/** Levels of the branch: 1 for an item without sub-items. */
const heightOf = (item: TMenuItem): number => 1 + Math.max(0, ...item.children.map(heightOf));
const labelIn = (item: TMenuItem, locale: 'fr' | 'en') =>
  item.labels.find((label) => label.locale === locale)?.label ?? '';

type Where = 'before' | 'inside' | 'after';

/** /cms/menu: the site's menus, one chosen (`?id=`), its items as a tree to build. */
export const MenuPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const menus = useQuery(menusQueryOptions());
  const [creating, setCreating] = useState(false);
  const chosen = search.id ?? menus.data?.[0]?.id;
  return (
    <>
      <PageHeader title={t('screens.cmsMenu')}>
        <Button onClick={() => setCreating(true)} data-testid="new-menu">
          {t('cms.menu.new')}
        </Button>
      </PageHeader>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('cms.menu.menus')}>
            {menus.data?.length === 0 && <Text size="sm">{t('cms.menu.empty')}</Text>}
            {menus.data?.map((menu) => (
              <NavLink
                key={menu.id}
                active={menu.id === chosen}
                label={menu.name}
                description={t('cms.menu.itemsCount', { count: menu.itemsCount })}
                onClick={() => void navigate({ search: { id: menu.id } })}
                aria-current={menu.id === chosen ? 'page' : undefined}
                data-testid="menu-link"
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {chosen !== undefined && (
            <MenuEditor key={chosen} id={chosen} onDeleted={() => void navigate({ search: {} })} />
          )}
        </Grid.Col>
      </Grid>
      {creating && (
        <NewMenuModal
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate({ search: { id } })}
        />
      )}
    </>
  );
};

const NewMenuModal = ({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) => {
  const { t } = useTranslation();
  const save = useSaveMenu();
  const { field, submit } = useDetailForm(ZMenuCreate, { name: '' });
  return (
    <Modal opened onClose={onClose} title={t('cms.menu.new')}>
      <form
        noValidate
        onSubmit={submit(async (values) => {
          const menu = await save.mutateAsync({ name: values.name });
          onClose();
          onCreated(menu.id);
        })}
      >
        <Stack>
          <TextInput label={t('cms.menu.name')} required data-autofocus {...field('name')} name="name" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/** One menu: its name, its deletion, and its tree of items. */
const MenuEditor = ({ id, onDeleted }: { id: number; onDeleted: () => void }) => {
  const menu = useQuery(menuQueryOptions(id));
  if (!menu.data) return null;
  return <MenuForm key={menu.data.version} menu={menu.data} onDeleted={onDeleted} />;
};

const MenuForm = ({ menu, onDeleted }: { menu: TMenu; onDeleted: () => void }) => {
  const { t } = useTranslation();
  const save = useSaveMenu();
  const remove = useDeleteMenus();
  const { field, submit } = useDetailForm(ZMenuCreate, { name: menu.name });
  const [editing, setEditing] = useState<{ item: TMenuItem | null; parentId: number | null } | null>(null);
  return (
    <Stack>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={submit((values) =>
            save.mutateAsync({ id: menu.id, version: menu.version, name: values.name }),
          )}
        >
          <Group align="flex-end">
            <TextInput
              label={t('cms.menu.name')}
              required
              {...field('name')}
              name="name"
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={save.isPending} data-testid="menu-rename">
              {t('cms.menu.rename')}
            </Button>
            <Button
              color="red.9"
              variant="light"
              data-testid="menu-delete"
              onClick={async () => {
                if (!(await confirmAction(t('cms.menu.deleteMenuBody', { name: menu.name })))) return;
                await remove.mutateAsync([menu.id]);
                onDeleted();
              }}
            >
              {t('common.delete')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('cms.menu.moveHint')}
        </Text>
        <Button onClick={() => setEditing({ item: null, parentId: null })} data-testid="new-menu-item">
          {t('cms.menu.newItem')}
        </Button>
      </Group>
      <MenuTree menu={menu} onEdit={(item, parentId) => setEditing({ item, parentId })} />
      {editing && (
        <MenuItemModal
          menu={menu}
          item={editing.item}
          parentId={editing.parentId}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
};

/** The items, nested; each dragged before, after or into another, or moved by its buttons. */
const MenuTree = ({
  menu,
  onEdit,
}: {
  menu: TMenu;
  onEdit: (item: TMenuItem | null, parentId: number | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const change = useChangeMenuItem();
  const [dragged, setDragged] = useState<TMenuItem | null>(null);
  const [over, setOver] = useState<{ id: number; where: Where } | null>(null);
  const [said, setSaid] = useState('');
  const locale = i18n.language === 'en' ? 'en' : 'fr';

  /** Moves an item under `parentId` at `position` among its new siblings, then keeps the focus on `focus`. */
  const moveTo = (item: TMenuItem, parentId: number | null, position: number, focus?: string) => {
    const body = {
      id: item.id,
      version: item.version,
      parentId,
      position,
      labels: item.labels,
      urlAbsolute: item.urlAbsolute,
      pageId: item.pageId,
      isExternalUrl: item.isExternalUrl,
      style: item.style,
    };
    void change
      .mutateAsync({ update: body, quiet: true })
      .then((saved) => {
        const depth = depthOf(saved.items, item.id);
        const place = siblingsOf(saved.items, parentId).findIndex((one) => one.id === item.id) + 1;
        setSaid(t('cms.menu.moved', { label: item.label, level: depth, position: place }));
        if (focus)
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>(`[data-move="${focus}"][data-item="${item.id}"]`)?.focus(),
          );
      })
      .catch(() => undefined);
  };

  const drop = (target: TMenuItem, where: Where) => {
    setOver(null);
    const item = dragged;
    setDragged(null);
    if (!item || branchOf(item).has(target.id)) return;
    if (where === 'inside') {
      moveTo(item, target.id, target.children.filter((child) => child.id !== item.id).length);
      return;
    }
    const siblings = siblingsOf(menu.items, target.parentId).filter((one) => one.id !== item.id);
    const index = siblings.findIndex((one) => one.id === target.id);
    moveTo(item, target.parentId, where === 'before' ? index : index + 1);
  };

  const whereIn = (event: React.DragEvent<HTMLElement>): Where => {
    const box = event.currentTarget.getBoundingClientRect();
    const y = (event.clientY - box.top) / box.height;
    return y < 0.3 ? 'before' : y > 0.7 ? 'after' : 'inside';
  };

  const remove = async (item: TMenuItem) => {
    const count = branchOf(item).size - 1;
    if (!(await confirmAction(t('cms.menu.deleteItemBody', { label: item.label, count })))) return;
    await change.mutateAsync({ remove: item.id, label: item.label }).catch(() => undefined);
  };

  const row = (item: TMenuItem, depth: number, index: number, siblings: TMenuItem[]) => {
    const previous = siblings[index - 1];
    const parent = item.parentId === null ? undefined : findItem(menu.items, item.parentId);
    const canIndent = previous !== undefined && depth + heightOf(item) <= MAX_MENU_DEPTH;
    const marked = over?.id === item.id ? over.where : null;
    const move = (name: string, label: string, action: () => void, disabled: boolean) => (
      <Button
        size="compact-xs"
        variant="subtle"
        disabled={disabled}
        aria-label={t(`cms.menu.${name}` as 'cms.menu.moveUp', { label: item.label })}
        title={t(`cms.menu.${name}` as 'cms.menu.moveUp', { label: item.label })}
        data-move={name}
        data-item={item.id}
        onClick={action}
      >
        {label}
      </Button>
    );
    return (
      <Box component="li" key={item.id} style={{ listStyle: 'none' }}>
        <Paper
          withBorder
          p="xs"
          ml={depth * 28}
          mb={4}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(item);
          }}
          onDragEnd={() => {
            setDragged(null);
            setOver(null);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setOver({ id: item.id, where: whereIn(event) });
          }}
          onDragLeave={() => setOver(null)}
          onDrop={(event) => {
            event.preventDefault();
            drop(item, whereIn(event));
          }}
          bg={marked === 'inside' ? 'var(--mantine-color-blue-light)' : undefined}
          style={{
            cursor: 'grab',
            borderTop: marked === 'before' ? '3px solid var(--mantine-color-blue-6)' : undefined,
            borderBottom: marked === 'after' ? '3px solid var(--mantine-color-blue-6)' : undefined,
          }}
          data-testid="menu-item"
          data-label={labelIn(item, 'fr')}
        >
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Group gap="xs">
                <Text fw={600}>{item.label}</Text>
                {labelIn(item, locale === 'fr' ? 'en' : 'fr') && (
                  <Text size="xs" c="dimmed">
                    ({labelIn(item, locale === 'fr' ? 'en' : 'fr')})
                  </Text>
                )}
                {item.style !== 'Default' && (
                  <Badge size="xs" variant="light">
                    {t(`cms.menu.styles.${item.style}`)}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c={item.url === null ? 'red.9' : 'dimmed'}>
                {item.pageId !== null && item.pageName !== null
                  ? t('cms.menu.toPage', { name: item.pageName, url: item.url ?? '' })
                  : item.url === null
                    ? t('cms.menu.noTarget')
                    : item.url}
                {item.isExternalUrl ? ` · ${t('cms.menu.newTab')}` : ''}
              </Text>
            </Stack>
            <Group gap={2} wrap="nowrap">
              {move('moveUp', '↑', () => moveTo(item, item.parentId, index - 1, 'moveUp'), index === 0)}
              {move(
                'moveDown',
                '↓',
                () => moveTo(item, item.parentId, index + 1, 'moveDown'),
                index === siblings.length - 1,
              )}
              {move(
                'outdent',
                '←',
                () =>
                  parent &&
                  moveTo(
                    item,
                    parent.parentId,
                    siblingsOf(menu.items, parent.parentId).findIndex((one) => one.id === parent.id) + 1,
                    'outdent',
                  ),
                parent === undefined,
              )}
              {move(
                'indent',
                '→',
                () => previous && moveTo(item, previous.id, previous.children.length, 'indent'),
                !canIndent,
              )}
              {depth + 1 < MAX_MENU_DEPTH && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit(null, item.id)}
                  aria-label={t('cms.menu.addUnder', { label: item.label })}
                >
                  +
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onEdit(item, item.parentId)}
                aria-label={t('cms.menu.edit', { label: item.label })}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red.9"
                onClick={() => void remove(item)}
                aria-label={t('cms.menu.deleteItem', { label: item.label })}
              >
                {t('common.delete')}
              </Button>
            </Group>
          </Group>
        </Paper>
        {item.children.length > 0 && (
          <Box component="ul" p={0} m={0} aria-label={t('cms.menu.under', { label: item.label })}>
            {item.children.map((child, position) => row(child, depth + 1, position, item.children))}
          </Box>
        )}
      </Box>
    );
  };

  return (
    <>
      {menu.items.length === 0 ? (
        <Text>{t('cms.menu.noItems')}</Text>
      ) : (
        <Box component="ul" p={0} m={0} aria-label={menu.name} data-testid="menu-tree">
          {menu.items.map((item, index) => row(item, 0, index, menu.items))}
        </Box>
      )}
      <VisuallyHidden aria-live="polite" data-testid="menu-announce">
        {said}
      </VisuallyHidden>
    </>
  );
};

const depthOf = (items: TMenuItem[], id: number, depth = 1): number => {
  for (const item of items) {
    if (item.id === id) return depth;
    const found = depthOf(item.children, id, depth + 1);
    if (found > 0) return found;
  }
  return 0;
};

const targetKinds = ['page', 'post', 'category', 'url'] as const;
type TargetKind = (typeof targetKinds)[number];

interface ItemValues extends Record<string, unknown> {
  labels: { locale: 'fr' | 'en'; label: string }[];
  kind: TargetKind;
  pageId: string | null;
  postId: string | null;
  categoryId: string | null;
  urlAbsolute: string;
  isExternalUrl: boolean;
  style: TMenuItemStyle;
}

const valuesOf = (item: TMenuItem | null): ItemValues => {
  const category = categoryOf(item?.urlAbsolute ?? null);
  return {
    labels: [
      { locale: 'fr', label: item ? labelIn(item, 'fr') : '' },
      { locale: 'en', label: item ? labelIn(item, 'en') : '' },
    ],
    kind: item === null || item.pageId !== null ? 'page' : category ? 'category' : 'url',
    pageId: item?.pageId ? String(item.pageId) : null,
    postId: null,
    categoryId: category,
    urlAbsolute: item?.urlAbsolute ?? '',
    isExternalUrl: item?.isExternalUrl ?? false,
    style: item?.style ?? 'Default',
  };
};

/** The item's target as the API takes it; a post's address is read when the form is sent. */
const targetOf = (values: ItemValues) => {
  switch (values.kind) {
    case 'page':
      return { pageId: values.pageId === null ? null : Number(values.pageId), urlAbsolute: null };
    case 'post':
      return { pageId: null, urlAbsolute: values.postId === null ? '' : `/post-${values.postId}` };
    case 'category':
      return {
        pageId: null,
        urlAbsolute: values.categoryId === null ? '' : categoryAddress(Number(values.categoryId)),
      };
    default:
      return { pageId: null, urlAbsolute: values.urlAbsolute };
  }
};

const toInput = (menuId: number, parentId: number | null) => (values: ItemValues) => ({
  menuId,
  parentId,
  labels: values.labels.filter((label) => label.locale === 'fr' || label.label.trim() !== ''),
  isExternalUrl: values.isExternalUrl,
  style: values.style,
  ...targetOf(values),
});

/** Adds an item (under `parentId`) or changes one: labels, where it leads, how the site draws it. */
const MenuItemModal = ({
  menu,
  item,
  parentId,
  onClose,
}: {
  menu: TMenu;
  item: TMenuItem | null;
  parentId: number | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangeMenuItem();
  const targets = useQuery(menuTargetsQueryOptions());
  const input = toInput(menu.id, parentId);
  const { field, submit, serverError, form } = useDetailForm<ItemValues>(
    ZMenuItemCreate,
    valuesOf(item),
    input,
  );
  const values = form.getValues();
  const choices = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((one) => ({ value: String(one.id), label: one.name }));
  const targetError = serverError('urlAbsolute') ?? serverError('pageId');
  const parent = parentId === null ? null : findItem(menu.items, parentId);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        item
          ? t('cms.menu.editItem', { label: item.label })
          : parent
            ? t('cms.menu.addUnder', { label: parent.label })
            : t('cms.menu.newItem')
      }
    >
      <form
        noValidate
        onSubmit={submit(async (submitted) => {
          const { menuId: _menu, parentId: _parent, ...body } = input(submitted);
          if (submitted.kind === 'post' && submitted.postId !== null)
            body.urlAbsolute = (await postAddress(Number(submitted.postId))) ?? '';
          await change.mutateAsync(
            item
              ? {
                  update: {
                    ...body,
                    id: item.id,
                    version: item.version,
                    parentId: item.parentId,
                    position: item.position,
                  },
                }
              : { create: { ...body, menuId: menu.id, parentId } },
          );
          onClose();
        })}
      >
        <Stack>
          <Group grow>
            <TextInput
              label={t('cms.menu.labelFr')}
              required
              data-autofocus
              {...field('labels.0.label')}
              name="labelFr"
            />
            <TextInput label={t('cms.menu.labelEn')} {...field('labels.1.label')} name="labelEn" />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="menu-target-kind">
              {t('cms.menu.leadsTo')}
            </Text>
            <SegmentedControl
              aria-labelledby="menu-target-kind"
              data={targetKinds.map((kind) => ({ value: kind, label: t(`cms.menu.kinds.${kind}`) }))}
              {...form.getInputProps('kind')}
            />
          </Stack>
          {values.kind === 'page' && (
            <Select
              label={t('cms.menu.page')}
              searchable
              data={choices(targets.data?.pages)}
              {...form.getInputProps('pageId')}
              error={targetError}
              name="pageId"
            />
          )}
          {values.kind === 'post' && (
            <Select
              label={t('cms.menu.post')}
              description={t('cms.menu.postHint')}
              searchable
              data={choices(targets.data?.posts)}
              {...form.getInputProps('postId')}
              error={targetError}
              name="postId"
            />
          )}
          {values.kind === 'category' && (
            <Select
              label={t('cms.menu.category')}
              searchable
              data={choices(targets.data?.categories)}
              {...form.getInputProps('categoryId')}
              error={targetError}
              name="categoryId"
            />
          )}
          {values.kind === 'url' && (
            <TextInput
              label={t('cms.menu.url')}
              description={t('cms.menu.urlHint')}
              {...field('urlAbsolute')}
              name="urlAbsolute"
            />
          )}
          <Group grow align="flex-end">
            <Select
              label={t('cms.menu.style')}
              allowDeselect={false}
              data={menuItemStyles.map((style) => ({ value: style, label: t(`cms.menu.styles.${style}`) }))}
              {...form.getInputProps('style')}
            />
            <Checkbox
              label={t('cms.menu.isExternalUrl')}
              {...form.getInputProps('isExternalUrl', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="menu-item-save">
              {item ? t('common.save') : t('common.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
