import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Component, type ReactNode } from 'react';
import { i18n } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

interface ErrorPageProps {
  message?: string | undefined;
  status?: number | undefined;
}

const ErrorPageContent = ({ message, status = 500 }: ErrorPageProps) => {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start" data-testid="error-page">
        <Text fw={700} c="dimmed" data-testid="error-status">
          {t('errors.status', { status })}
        </Text>
        <Title order={1} data-testid="error-message">
          {message || t('errors.defaultMessage')}
        </Title>
        {status === 404 && (
          <Anchor component={Link} to="/">
            {t('errors.backHome')}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
};

/** Shown instead of the error page when the error page itself fails: plain, with no dependency that could fail too. */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const english = i18n.language === 'en';
    return (
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>
          {english
            ? 'An error occurred while showing the error page'
            : "Une erreur est survenue en affichant la page d'erreur"}
        </h1>
        <a href="/">{english ? 'Go back to home' : "Retourner à l'accueil"}</a>
      </main>
    );
  }
}

/** The error page: the message (default 'Error') and the status (default 500); a 404 links home. */
export const ErrorPage = (props: ErrorPageProps) => (
  <ErrorPageBoundary>
    <ErrorPageContent {...props} />
  </ErrorPageBoundary>
);
