import { ZPasswordLogin } from '@colophon/contract';
import { Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../components/form/field-errors.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { errorText } from '../../lib/api-error.ts';
import { safeRedirect } from '../../lib/guards.ts';
import { useSignIn } from './api/sign-in.ts';

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
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZPasswordLogin.safeParse({
      userName: data.get('userName'),
      password: data.get('password'),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, currentLocale()));
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, { onSuccess: () => void done() });
  };

  if (loginToken && !signIn.isError) {
    return (
      <Stack align="center">
        <Title order={1} size="h3">
          {t('screens.login')}
        </Title>
        <Loader size="sm" aria-hidden />
        <Text>{t('auth.signingInWithLink')}</Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h3">
          {t('screens.login')}
        </Title>
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
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('auth.signIn')}
        </Button>
        <Anchor component={Link} to="/forgotPassword" size="sm" ta="center">
          {t('auth.forgotLink')}
        </Anchor>
      </Stack>
    </form>
  );
};
