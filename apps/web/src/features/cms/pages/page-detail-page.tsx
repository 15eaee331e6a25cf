import '@/i18n/areas/cms.ts';
import {
  blocTitleIn,
  blocWidthProblems,
  type Locale,
  pageLayouts,
  type TCmsPage,
  type TPageLayout,
  type TPageNode,
  translate,
  ZCmsPageCreate,
  ZCmsPageUpdate,
} from '@colophon/contract';
import {
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import {
  builderOptionsQueryOptions,
  pageQueryOptions,
  pageTreeQueryOptions,
  useDeletePages,
  usePagePreview,
  useSavePage,
} from './api/pages.ts';
import { BlocSettings } from './components/bloc-settings.tsx';
import { type BlocDraft, nextBlocKey, PageBuilder } from './components/page-builder.tsx';
import { previewHtml } from './components/preview-html.ts';

const detailRoute = getRouteApi('/_app/cms/page/detail');

const valuesOf = (page: TCmsPage | undefined) => {
  const text = (locale: string) => page?.localizations.find((item) => item.locale === locale);
  return {
    name: page?.name ?? '',
    parentId: page?.parentId ? String(page.parentId) : null,
    layout: page?.layout ?? ('FullPage' as TPageLayout),
    isPublished: page?.isPublished ?? false,
    titleFr: text('fr')?.title ?? '',
    urlFr: text('fr')?.relativeUrl ?? '',
    metaTitleFr: text('fr')?.metaTitle ?? '',
    metaDescriptionFr: text('fr')?.metaDescription ?? '',
    titleEn: text('en')?.title ?? '',
    urlEn: text('en')?.relativeUrl ?? '',
    metaTitleEn: text('en')?.metaTitle ?? '',
    metaDescriptionEn: text('en')?.metaDescription ?? '',
    blocs: (page?.blocs ?? []).map((bloc): BlocDraft => ({ ...bloc, key: nextBlocKey() })),
  };
};
type Values = ReturnType<typeof valuesOf>;

const blocBody = ({ key: _key, ...bloc }: BlocDraft) => bloc;
const toBody = (values: Values) => {
  const localization = (locale: 'fr' | 'en') => {
    const suffix = locale === 'fr' ? 'Fr' : 'En';
    return {
      locale,
      title: values[`title${suffix}`],
      relativeUrl: values[`url${suffix}`].trim(),
      metaTitle: values[`metaTitle${suffix}`].trim() || null,
      metaDescription: values[`metaDescription${suffix}`].trim() || null,
      metaKeywords: null,
    };
  };
  return {
    name: values.name,
    parentId: values.parentId === null ? null : Number(values.parentId),
    position: null,
    layout: values.layout,
    isPublished: values.isPublished,
    localizations: [localization('fr'), ...(values.titleEn.trim() ? [localization('en')] : [])],
    blocs: values.blocs.map(blocBody),
  };
};

/** Every page of the tree but `id`'s branch (a page never goes under itself), as « Parent › Child ». */
const parentChoices = (
  nodes: TPageNode[],
  id: number | undefined,
  path: string[] = [],
): { value: string; label: string }[] =>
  nodes.flatMap((node) =>
    node.id === id
      ? []
      : [
          { value: String(node.id), label: [...path, node.name].join(' › ') },
          ...parentChoices(node.children, id, [...path, node.name]),
        ],
  );

/** The preview: the page as the site would show it, in a sandboxed frame at desktop or mobile width. */
const PagePreview = ({ values, onClose }: { values: Values; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const preview = usePagePreview();
  const [width, setWidth] = useState<'1024' | '375'>('1024');
  const { mutate } = preview;
  // The preview is of the page as it was when opened.
  const [opened] = useState(() => ({
    layout: values.layout,
    locale: (i18n.language === 'en' ? 'en' : 'fr') as Locale,
    title: (i18n.language === 'en' && values.titleEn) || values.titleFr || values.name,
    blocs: values.blocs.map(blocBody),
  }));
  useEffect(() => mutate(opened), [mutate, opened]);
  return (
    <Modal opened onClose={onClose} title={t('cms.page.previewTitle')} size="auto" data-testid="page-preview">
      <Stack gap="sm">
        <SegmentedControl
          value={width}
          onChange={(value) => setWidth(value as typeof width)}
          data={[
            { value: '1024', label: t('cms.page.desktop') },
            { value: '375', label: t('cms.page.mobile') },
          ]}
          data-testid="preview-width"
        />
        {preview.data && (
          <iframe
            title={t('cms.page.previewFrame', { width })}
            sandbox=""
            srcDoc={previewHtml(preview.data, apiUrl)}
            style={{ width: Number(width), height: '70vh', border: '1px solid var(--mantine-color-gray-4)' }}
            data-testid="preview-frame"
            data-width={width}
          />
        )}
        {preview.isPending && <Text size="sm">{t('common.loading')}</Text>}
      </Stack>
    </Modal>
  );
};

/** /cms/page/detail: a page's place, layout, texts and its blocs in the builder. */
export const PageDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={pageQueryOptions}
    form={(page) => <PageForm page={page} />}
  />
);

const PageForm = ({ page }: { page: TCmsPage | undefined }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const tree = useQuery(pageTreeQueryOptions());
  const options = useQuery(builderOptionsQueryOptions());
  const { detail, current, frame } = useSimpleDetail({
    entity: page,
    schemas: { create: ZCmsPageCreate, update: ZCmsPageUpdate },
    valuesOf,
    toBody,
    query: pageQueryOptions,
    save: useSavePage(),
    remove: useDeletePages(),
    onCreated: (id) => navigate({ to: '/cms/page/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/cms/page' }),
  });
  const { field, form } = detail;
  const values = form.getValues();
  const [selected, setSelected] = useState<string | null>(null);
  const [history, setHistory] = useState<BlocDraft[][]>([]);
  const [previewing, setPreviewing] = useState(false);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'fr';

  const setBlocs = (blocs: BlocDraft[]) => form.setFieldValue('blocs', blocs);
  /** A move of the builder: the blocs as they were go on the undo stack. */
  const move = (blocs: BlocDraft[]) => {
    setHistory((stack) => [...stack.slice(-49), values.blocs]);
    setBlocs(blocs);
  };
  const undo = () => {
    const last = history.at(-1);
    if (!last) return;
    setHistory((stack) => stack.slice(0, -1));
    setBlocs(last);
  };
  useHotkeys([['mod+Z', undo]]);

  const problems = blocWidthProblems(values.layout, values.blocs, (index) => {
    const bloc = values.blocs[index];
    return bloc ? blocTitleIn(bloc, index, locale) : '';
  });
  const problemOf = new Map(
    problems.map((problem) => [problem.index, translate(problem.message, locale, problem.params)]),
  );
  const selectedIndex = values.blocs.findIndex((bloc) => bloc.key === selected);
  const selectedBloc = values.blocs[selectedIndex];

  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('cms.page.new')}
      testId="page-form"
      fieldLabels={{ blocs: t('cms.page.builder') }}
      actions={
        <Button variant="default" onClick={() => setPreviewing(true)} data-testid="page-preview-open">
          {t('cms.page.preview')}
        </Button>
      }
    >
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('cms.page.name')} required {...field('name')} name="name" />
          <Select
            label={t('cms.page.parent')}
            placeholder={t('cms.page.root')}
            clearable
            searchable
            data={parentChoices(tree.data ?? [], current?.id)}
            {...field('parentId')}
            name="parentId"
          />
          <Select
            label={t('cms.page.layout')}
            allowDeselect={false}
            data={pageLayouts.map((layout) => ({ value: layout, label: t(`cms.page.layouts.${layout}`) }))}
            {...field('layout')}
            name="layout"
            data-testid="page-layout"
          />
          <Switch
            label={t('cms.page.isPublished')}
            {...field('isPublished', { type: 'checkbox' })}
            name="isPublished"
            mt="lg"
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Text fw={600} mb="xs">
          {t('cms.page.texts')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextInput label={t('cms.page.titleFr')} required {...field('titleFr')} name="titleFr" />
          <TextInput label={t('cms.page.titleEn')} {...field('titleEn')} name="titleEn" />
          <TextInput
            label={t('cms.page.urlFr')}
            description={t('cms.page.urlHint')}
            {...field('urlFr')}
            name="urlFr"
          />
          <TextInput
            label={t('cms.page.urlEn')}
            description={t('cms.page.urlHint')}
            {...field('urlEn')}
            name="urlEn"
          />
          <TextInput label={t('cms.page.metaTitleFr')} {...field('metaTitleFr')} name="metaTitleFr" />
          <TextInput label={t('cms.page.metaTitleEn')} {...field('metaTitleEn')} name="metaTitleEn" />
          <TextInput
            label={t('cms.page.metaDescriptionFr')}
            {...field('metaDescriptionFr')}
            name="metaDescriptionFr"
          />
          <TextInput
            label={t('cms.page.metaDescriptionEn')}
            {...field('metaDescriptionEn')}
            name="metaDescriptionEn"
          />
        </SimpleGrid>
      </Paper>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('cms.page.builder')}</Text>
          <Button
            variant="default"
            size="xs"
            onClick={undo}
            disabled={history.length === 0}
            data-testid="builder-undo"
            title={history.length === 0 ? t('cms.page.nothingToUndo') : undefined}
          >
            {t('cms.page.undo')}
          </Button>
        </Group>
        <div aria-live="polite" data-testid="builder-validation">
          {problems.length === 0 ? (
            values.blocs.length > 0 && (
              <Alert color="green" variant="light" p="xs">
                {t('cms.page.valid')}
              </Alert>
            )
          ) : (
            <Alert color="red" variant="light" p="xs">
              <Stack gap={2}>
                {[...problemOf.values()].map((message) => (
                  <Text key={message} size="sm">
                    {message}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
        </div>
        <Grid>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <PageBuilder
              layout={values.layout}
              blocs={values.blocs}
              onMove={move}
              selected={selected}
              onSelect={setSelected}
              problems={problemOf}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <BlocSettings
              bloc={selectedBloc}
              options={options.data}
              onChange={(changes) =>
                setBlocs(
                  values.blocs.map((bloc, index) =>
                    index === selectedIndex ? { ...bloc, ...changes } : bloc,
                  ),
                )
              }
            />
          </Grid.Col>
        </Grid>
      </Stack>
      {previewing && <PagePreview values={values} onClose={() => setPreviewing(false)} />}
    </DetailFormFrame>
  );
};
