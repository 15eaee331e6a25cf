import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';

/** /helloworld: a demonstration page. */
export const HelloWorldPage = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('demo.hello')} />
      <Text>{t('demo.helloBody')}</Text>
    </>
  );
};
