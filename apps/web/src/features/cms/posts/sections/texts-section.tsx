import '@/i18n/areas/cms.ts';
import type { Locale } from '@colophon/contract';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ComponentProps } from 'react';
import { RichTextInput } from '@/components/form/rich-text-input.tsx';
import { proposeRelativeUrl } from '@/features/cms/posts/api/posts.ts';
import { locales } from '@/features/cms/posts/post-form.ts';
import type { PostSectionProps } from '@/features/cms/posts/sections/post-section.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** How the post's link would look in a search engine's results. */
const SeoPreview = ({
  title,
  relativeUrl,
  description,
}: {
  title: string;
  relativeUrl: string;
  description: string;
}) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid="seo-preview">
      <Text size="xs" c="dimmed">
        {t('cms.post.seoPreview')}
      </Text>
      <Text size="xs" ff="monospace">
        {`${window.location.hostname} › ${relativeUrl || '…'}`}
      </Text>
      <Text size="lg" fw={500} lineClamp={1}>
        {title || '…'}
      </Text>
      <Text size="sm" lineClamp={2}>
        {description.slice(0, 160) || '…'}
      </Text>
    </Paper>
  );
};

/** The post's texts in French and English, each with its address and how search engines show it. */
export const TextsSection = ({
  detail,
  current,
  readOnly,
  uses,
  pictures,
}: Omit<PostSectionProps, 'needs'> & {
  /** Where a text's "insert a picture" goes. */
  pictures: NonNullable<ComponentProps<typeof RichTextInput>['pictures']>;
}) => {
  const { t } = useTranslation();
  const { field, form } = detail;
  const values = form.getValues();
  const propose = async (index: number) => {
    const title = values.localizations[index]?.title.trim();
    if (!title) return;
    const url = await proposeRelativeUrl(title, locales[index] as Locale, current?.id).catch(() => null);
    if (url) form.setFieldValue(`localizations.${index}.relativeUrl`, url);
  };
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {t('cms.post.texts')}
      </Title>
      <Tabs defaultValue="fr" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="fr">{t('cms.post.french')}</Tabs.Tab>
          <Tabs.Tab value="en">{t('cms.post.english')}</Tabs.Tab>
        </Tabs.List>
        {locales.map((locale, index) => {
          const text = values.localizations[index];
          const path = `localizations.${index}`;
          return (
            <Tabs.Panel key={locale} value={locale} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('cms.post.title')}
                  required={index === 0}
                  {...field(`${path}.title`)}
                  name={`${path}.title`}
                />
                {uses('subtitle') && (
                  <TextInput
                    label={t('cms.post.subtitle')}
                    {...field(`${path}.subtitle`)}
                    name={`${path}.subtitle`}
                  />
                )}
                {uses('lead') && (
                  <RichTextInput
                    label={t('cms.post.lead')}
                    {...field(`${path}.lead`)}
                    testId={`lead-${locale}`}
                    {...(readOnly ? {} : { pictures })}
                  />
                )}
                {uses('description') && (
                  <RichTextInput
                    label={t('cms.post.description')}
                    {...field(`${path}.description`)}
                    testId={`description-${locale}`}
                    {...(readOnly ? {} : { pictures })}
                  />
                )}
                <Title order={5}>{t('cms.post.seo')}</Title>
                <Group align="flex-end" gap="xs">
                  <TextInput
                    label={t('cms.post.relativeUrl')}
                    {...field(`${path}.relativeUrl`)}
                    name={`${path}.relativeUrl`}
                    style={{ flex: 1 }}
                  />
                  <Button
                    variant="default"
                    onClick={() => void propose(index)}
                    data-testid={`propose-url-${locale}`}
                  >
                    {t('cms.post.proposeUrl')}
                  </Button>
                </Group>
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  <TextInput
                    label={t('cms.post.metaTitle')}
                    {...field(`${path}.metaTitle`)}
                    name={`${path}.metaTitle`}
                  />
                  <TextInput
                    label={t('cms.post.metaKeywords')}
                    {...field(`${path}.metaKeywords`)}
                    name={`${path}.metaKeywords`}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('cms.post.metaDescription')}
                  {...field(`${path}.metaDescription`)}
                  name={`${path}.metaDescription`}
                  autosize
                />
                <SeoPreview
                  title={text?.metaTitle || text?.title || ''}
                  relativeUrl={text?.relativeUrl ?? ''}
                  description={text?.metaDescription || stripTags(text?.lead ?? '')}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Paper>
  );
};
