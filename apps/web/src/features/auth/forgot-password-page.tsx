import '@/i18n/areas/auth.ts';
import { authenticationEndpoints } from '@colophon/contract';
import { Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useForgotPassword } from './api/password-reset.ts';
import { GuestForm } from './components/guest-form.tsx';
import { readForm } from './components/read-form.ts';

/** /forgotPassword: asks for a reset link by mail. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { value, errors } = readForm(event, authenticationEndpoints.forgotPassword.body, (data) => ({
      email: data.get('email'),
    }));
    setError(errors.email);
    if (value)
      forgot.mutate(value.email, { onSuccess: () => void navigate({ to: '/forgotPasswordSuccess' }) });
  };

  return (
    <GuestForm
      title={t('screens.forgotPassword')}
      onSubmit={submit}
      submit={{ label: t('auth.sendLink'), pending: forgot.isPending }}
      link={{ to: '/login', label: t('auth.backToLogin') }}
    >
      <Text size="sm">{t('auth.forgotIntro')}</Text>
      <TextInput
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        required
        error={error}
      />
    </GuestForm>
  );
};
