import { Alert, Badge, Group } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { PageHeader } from './page-header.tsx';

/** A screen whose feature is not built yet: its title and an honest word that it is coming. */
export const ComingSoonPage = () => {
  const { t } = useTranslation();
  const title = useMatches({
    select: (matches) => [...matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {title ? t(`screens.${title}`) : ''}
            <Badge variant="filled" color="gray.8">
              {t('comingSoon.badge')}
            </Badge>
          </Group>
        }
      />
      <Alert variant="light" color="gray" data-testid="coming-soon">
        {t('comingSoon.body')}
      </Alert>
    </>
  );
};
