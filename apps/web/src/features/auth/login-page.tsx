import '@/i18n/areas/auth.ts';
import { Loader, PasswordInput, Text, TextInput } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { errorText } from '@/lib/api-error.ts';
import { safeRedirect } from '@/lib/guards.ts';
import { useDeferredPreload } from '@/lib/use-deferred-preload.ts';
import { useSignIn } from './api/sign-in.ts';
import { GuestForm, GuestMessage } from './components/guest-form.tsx';

const route = getRouteApi('/_guest/login');

/** The sign-in check brings zod (~30 kB gzipped): it loads once the form shows, not before it. */
const loadCheck = () => import('./login-check.ts');

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

  const formShown = useDeferredPreload() === undefined;
  useEffect(() => {
    if (formShown) void loadCheck();
  }, [formShown]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void loadCheck().then(({ ZPasswordLogin, checkForm }) => {
      const { value, errors } = checkForm(data, ZPasswordLogin, (fields) => ({
        userName: fields.get('userName'),
        password: fields.get('password'),
      }));
      setErrors(errors);
      if (value) signIn.mutate(value, { onSuccess: () => void done() });
    });
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
