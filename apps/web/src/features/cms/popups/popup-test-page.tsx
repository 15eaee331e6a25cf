import '@/i18n/areas/cms.ts';
import { popupCookieName, type TPublicPopup } from '@colophon/contract';
import {
  Alert,
  Anchor,
  Box,
  Button,
  CloseButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { popupQueryOptions, popupsQueryOptions, sitePopupQueryOptions } from './api/popups.ts';
import { closedUntil, forgetClosed, rememberClosed } from './popup-cookie.ts';

const testRoute = getRouteApi('/_app/cms/popup/test');
const SITE = 'site';

/**
 * /cms/popup/test: a popup as the shop's site shows it, over a sample page, with its cookie: closed,
 * it stays closed across reloads for its duration; "clear the cookie" shows it again. Without `?id=`
 * it tests the popup the site shows now (its public read).
 */
export const PopupTestPage = () => {
  const { t } = useTranslation();
  const { id } = testRoute.useSearch();
  const navigate = testRoute.useNavigate();
  const choices = useQuery(popupsQueryOptions({ page: 1, pageSize: 200, sort: '-updatedAt' }));
  const chosen = useQuery({ ...popupQueryOptions(id ?? 0), enabled: id !== undefined });
  const site = useQuery({ ...sitePopupQueryOptions(), enabled: id === undefined });
  const popup: TPublicPopup | null | undefined =
    id === undefined
      ? site.data
      : chosen.data && {
          id: chosen.data.id,
          title: chosen.data.title,
          html: chosen.data.html,
          cookieName: popupCookieName(chosen.data.id),
          cookieDurationDays: chosen.data.cookieDurationDays,
        };
  return (
    <>
      <PageHeader title={t('screens.cmsPopupTest')} />
      <Stack gap="md">
        <Select
          label={t('cms.popup.testWhich')}
          data={[
            { value: SITE, label: t('cms.popup.testSite') },
            ...(choices.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.title })),
          ]}
          value={id === undefined ? SITE : String(id)}
          onChange={(value) =>
            void navigate({ search: { id: value && value !== SITE ? Number(value) : undefined } })
          }
          allowDeselect={false}
          maw={480}
          data-testid="popup-test-which"
        />
        {popup === null && (
          <Alert color="gray" data-testid="popup-test-none">
            {t('cms.popup.noneNow')}
          </Alert>
        )}
        {popup ? <PopupOverSamplePage key={popup.cookieName} popup={popup} /> : null}
      </Stack>
    </>
  );
};

const PopupOverSamplePage = ({ popup }: { popup: TPublicPopup }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const [until, setUntil] = useState(() => closedUntil(popup.cookieName));
  const close = () => setUntil(rememberClosed(popup.cookieName, popup.cookieDurationDays));
  const clear = () => {
    forgetClosed(popup.cookieName);
    setUntil(null);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text data-testid="popup-cookie-status">
          {until
            ? t('cms.popup.closedUntil', { date: formatDateTime(until), cookie: popup.cookieName })
            : t('cms.popup.notClosed', { count: popup.cookieDurationDays })}
        </Text>
        <Button variant="default" onClick={clear} disabled={!until} data-testid="popup-clear-cookie">
          {t('cms.popup.clearCookie')}
        </Button>
      </Group>
      <Paper
        withBorder
        pos="relative"
        mih={460}
        style={{ overflow: 'hidden' }}
        data-testid="popup-sample-page"
      >
        <SamplePage />
        {!until && (
          <Box
            pos="absolute"
            inset={0}
            bg="rgba(0, 0, 0, 0.45)"
            style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            <Paper
              shadow="lg"
              p="md"
              w="min(520px, 90%)"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              data-testid="site-popup"
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                <Title order={3} id={titleId}>
                  {popup.title}
                </Title>
                <CloseButton
                  aria-label={t('cms.popup.closePopup')}
                  onClick={close}
                  data-testid="site-popup-close"
                />
              </Group>
              {/* The popup's HTML (sanitised by the API) in a sandbox: nothing in it runs. */}
              <iframe
                title={popup.title}
                sandbox=""
                srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;margin:0">${popup.html}</body>`}
                style={{ border: 0, width: '100%', height: 220 }}
              />
            </Paper>
          </Box>
        )}
      </Paper>
    </Stack>
  );
};

/** A page of the shop's site, for the popup to show over. */
const SamplePage = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="lg">
      <Group justify="space-between">
        <Title order={2}>{t('cms.popup.sample.shop')}</Title>
        <Group gap="md">
          {(['news', 'agenda', 'contact'] as const).map((link) => (
            <Anchor key={link} component="span" c="dimmed">
              {t(`cms.popup.sample.${link}`)}
            </Anchor>
          ))}
        </Group>
      </Group>
      <Title order={3}>{t('cms.popup.sample.heading')}</Title>
      <Text>{t('cms.popup.sample.text')}</Text>
      <SimpleGrid cols={3}>
        {[1, 2, 3].map((book) => (
          <Paper key={book} withBorder h={120} bg="gray.1" />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
