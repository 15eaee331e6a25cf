import { authenticationEndpoints } from '@colophon/contract';
import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../components/form/field-errors.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useForgotPassword } from './api/password-reset.ts';

/** /forgotPassword: asks for a reset link by mail. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = authenticationEndpoints.forgotPassword.body.safeParse({
      email: new FormData(event.currentTarget).get('email'),
    });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues, currentLocale()).email);
      return;
    }
    setError(undefined);
    forgot.mutate(parsed.data.email, { onSuccess: () => void navigate({ to: '/forgotPasswordSuccess' }) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('screens.forgotPassword')}
        </Title>
        <Text size="sm">{t('auth.forgotIntro')}</Text>
        <TextInput
          name="email"
          type="email"
          label={t('auth.email')}
          autoComplete="email"
          required
          error={error}
        />
        <Button type="submit" loading={forgot.isPending} fullWidth>
          {t('auth.sendLink')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('auth.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
};
