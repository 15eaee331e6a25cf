import type { Locale } from '@colophon/contract';
import { Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { client } from '@/config/client.ts';
import { availableLocales, changeLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Sign-in and password recovery: a card with the client's title, the languages and the credit. */
export const GuestLayout = () => {
  const { t, i18n } = useTranslation();
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Stack w="100%" maw={420} gap="md">
        <Title
          order={2}
          component="p"
          ta="center"
          c="var(--mantine-primary-color-filled)"
          data-testid="client-title"
        >
          {client.title}
        </Title>
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" component="footer">
            {client.footerCredit}
          </Text>
          {availableLocales.length > 1 && (
            <Group gap="xs" component="nav" aria-label={t('layout.language')}>
              {availableLocales.map((locale: Locale) => (
                <Box key={locale}>
                  {i18n.language === locale ? (
                    <Text size="sm" fw={700} lang={locale}>
                      {t(`languages.${locale}`)}
                    </Text>
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      lang={locale}
                      onClick={() => void changeLocale(locale)}
                      data-testid={`language-${locale}`}
                    >
                      {t(`languages.${locale}`)}
                    </Anchor>
                  )}
                </Box>
              ))}
            </Group>
          )}
        </Group>
      </Stack>
    </Center>
  );
};
