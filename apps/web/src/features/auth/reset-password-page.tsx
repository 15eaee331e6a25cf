import { ZPassword } from '@colophon/contract';
import { Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../components/form/field-errors.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { useResetPassword } from './api/password-reset.ts';

const route = getRouteApi('/_guest/resetPassword');

/** /resetPassword?token=…: choose a new password with the token of the mail's link. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    const parsed = ZPassword.safeParse(password);
    const passwordError = parsed.success
      ? undefined
      : fieldErrorsOf(parsed.error.issues, currentLocale())[''];
    const confirmError = password === data.get('confirm') ? undefined : t('auth.passwordsDiffer');
    setErrors({ password: passwordError, confirm: confirmError });
    if (passwordError || confirmError || !token) return;
    reset.mutate({ token, password }, { onSuccess: () => void navigate({ to: '/resetPasswordSuccess' }) });
  };

  if (!token) {
    return (
      <Stack>
        <Title order={1} size="h3">
          {t('screens.resetPassword')}
        </Title>
        <Text role="alert">{t('auth.resetMissingToken')}</Text>
        <Anchor component={Link} to="/forgotPassword">
          {t('screens.forgotPassword')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('screens.resetPassword')}
        </Title>
        <Text size="sm">{t('auth.resetIntro')}</Text>
        <PasswordInput
          name="password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <PasswordInput
          name="confirm"
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          required
          error={errors.confirm}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('auth.resetSubmit')}
        </Button>
      </Stack>
    </form>
  );
};
