import type { Locale, TPost } from '@colophon/contract';
import { Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { postPreviewHtml } from './post-preview-html.ts';

/** The saved post as the site would show it, in a sandboxed frame (nothing in it runs), at two widths. */
export const PostPreview = ({ post, onClose }: { post: TPost; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const languages = post.localizations.map((item) => item.locale);
  const [locale, setLocale] = useState<Locale>(
    languages.includes(i18n.language as Locale) ? (i18n.language as Locale) : (languages[0] ?? 'fr'),
  );
  const [width, setWidth] = useState<'1024' | '375'>('1024');
  const html = postPreviewHtml(post, {
    locale,
    asset: apiUrl,
    shopName: client.title,
    color: client.primaryColor,
    eventOn: (date) => t('cms.post.eventOn', { date }),
  });
  return (
    <Modal opened onClose={onClose} title={t('cms.post.previewTitle')} size="auto" data-testid="post-preview">
      <Stack gap="sm">
        <Group>
          <SegmentedControl
            value={locale}
            onChange={(value) => setLocale(value as Locale)}
            data={languages.map((language) => ({
              value: language,
              label: language === 'fr' ? t('cms.post.french') : t('cms.post.english'),
            }))}
            aria-label={t('cms.post.previewLocale')}
            data-testid="preview-locale"
          />
          <SegmentedControl
            value={width}
            onChange={(value) => setWidth(value as typeof width)}
            data={[
              { value: '1024', label: t('cms.post.previewDesktop') },
              { value: '375', label: t('cms.post.previewMobile') },
            ]}
            data-testid="preview-width"
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('cms.post.previewHint')}
        </Text>
        <iframe
          title={t('cms.post.previewFrame', { locale, width })}
          sandbox=""
          srcDoc={html}
          style={{ width: Number(width), height: '70vh', border: '1px solid var(--mantine-color-gray-4)' }}
          data-testid="post-preview-frame"
        />
      </Stack>
    </Modal>
  );
};
