import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** /forgotPasswordSuccess: the mail is on its way (said the same whether the account exists or not). */
export const ForgotPasswordSuccessPage = () => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('screens.forgotPasswordSuccess')}
      </Title>
      <Text>{t('auth.forgotSuccess')}</Text>
      <Anchor component={Link} to="/login">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
};

/** /resetPasswordSuccess: the password is changed; sign in with it. */
export const ResetPasswordSuccessPage = () => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('screens.resetPasswordSuccess')}
      </Title>
      <Text>{t('auth.resetSuccess')}</Text>
      <Anchor component={Link} to="/login">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
};
