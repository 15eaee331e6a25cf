import '@/i18n/areas/demo.ts';
import { Text } from '@mantine/core';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

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
