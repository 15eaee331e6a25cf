import '@/i18n/areas/auth.ts';
import { ZPassword } from '@colophon/contract';
import { PasswordInput, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useResetPassword } from './api/password-reset.ts';
import { GuestForm, GuestMessage } from './components/guest-form.tsx';
import { readForm } from './components/read-form.ts';

const route = getRouteApi('/_guest/resetPassword');

/** /resetPassword?token=…: choose a new password with the token of the mail's link. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const { token } = route.useSearch();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { data, value, errors } = readForm(event, ZPassword, (fields) =>
      String(fields.get('password') ?? ''),
    );
    const confirmError = data.get('password') === data.get('confirm') ? undefined : t('auth.passwordsDiffer');
    setErrors({ password: errors[''], confirm: confirmError });
    if (value === undefined || confirmError || !token) return;
    reset.mutate(
      { token, password: value },
      { onSuccess: () => void navigate({ to: '/resetPasswordSuccess' }) },
    );
  };

  if (!token) {
    return (
      <GuestMessage
        title={t('screens.resetPassword')}
        link={{ to: '/forgotPassword', label: t('screens.forgotPassword') }}
      >
        <Text role="alert">{t('auth.resetMissingToken')}</Text>
      </GuestMessage>
    );
  }

  return (
    <GuestForm
      title={t('screens.resetPassword')}
      onSubmit={submit}
      submit={{ label: t('auth.resetSubmit'), pending: reset.isPending }}
    >
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
    </GuestForm>
  );
};
