import { ZPasswordLogin } from '@colophon/contract';
import { Loader, PasswordInput, Text, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-error.ts';
import { safeRedirect } from '../../lib/guards.ts';
import { useSignIn } from './api/sign-in.ts';
import { GuestForm, GuestMessage } from './components/guest-form.tsx';
import { readForm } from './components/read-form.ts';

const route = getRouteApi('/_guest/login');

/** Sign in with a user name and password, or straight from a single-use link (`?loginToken=`). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const { redirect, loginToken } = route.useSearch();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tokenTried = useRef(false);

  const done = () => {
    const target = safeRedirect(redirect);
    return target ? navigate({ href: target, replace: true }) : navigate({ to: '/', replace: true });
  };

  useEffect(() => {
    if (!loginToken || tokenTried.current) return;
    tokenTried.current = true;
    signIn.mutate({ loginToken }, { onSuccess: () => void done() });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { value, errors } = readForm(event, ZPasswordLogin, (data) => ({
      userName: data.get('userName'),
      password: data.get('password'),
    }));
    setErrors(errors);
    if (value) signIn.mutate(value, { onSuccess: () => void done() });
  };

  if (loginToken && !signIn.isError) {
    return (
      <GuestMessage title={t('screens.login')} centered>
        <Loader size="sm" aria-hidden />
        <Text>{t('auth.signingInWithLink')}</Text>
      </GuestMessage>
    );
  }

  return (
    <GuestForm
      title={t('screens.login')}
      onSubmit={submit}
      submit={{ label: t('auth.signIn'), pending: signIn.isPending }}
      link={{ to: '/forgotPassword', label: t('auth.forgotLink') }}
    >
      {signIn.error && (
        <Text c="red.9" role="alert" data-testid="login-error">
          {errorText(signIn.error)}
        </Text>
      )}
      <TextInput
        name="userName"
        label={t('auth.userName')}
        autoComplete="username"
        required
        error={errors.userName}
        data-autofocus
      />
      <PasswordInput
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        required
        error={errors.password}
      />
    </GuestForm>
  );
};
