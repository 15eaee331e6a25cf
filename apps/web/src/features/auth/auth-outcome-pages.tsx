import '@/i18n/areas/auth.ts';
import { Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { GuestMessage } from './components/guest-form.tsx';

/** /forgotPasswordSuccess: the mail is on its way (said the same whether the account exists or not). */
export const ForgotPasswordSuccessPage = () => {
  const { t } = useTranslation();
  return (
    <GuestMessage
      title={t('screens.forgotPasswordSuccess')}
      link={{ to: '/login', label: t('auth.backToLogin') }}
    >
      <Text>{t('auth.forgotSuccess')}</Text>
    </GuestMessage>
  );
};

/** /resetPasswordSuccess: the password is changed; sign in with it. */
export const ResetPasswordSuccessPage = () => {
  const { t } = useTranslation();
  return (
    <GuestMessage
      title={t('screens.resetPasswordSuccess')}
      link={{ to: '/login', label: t('auth.backToLogin') }}
    >
      <Text>{t('auth.resetSuccess')}</Text>
    </GuestMessage>
  );
};
