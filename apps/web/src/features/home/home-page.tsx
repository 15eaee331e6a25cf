import '@/i18n/areas/home.ts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { drawerGroups } from '@/app/screens.ts';
import { ComingBadge } from '@/components/layout/coming-badge.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useDeferredPreload } from '@/lib/use-deferred-preload.ts';
import { useSession } from '@/lib/use-session.ts';
import { ShopDay } from './shop-day.tsx';

/** /: a welcome, the shop's day, and shortcuts to the areas the user may open. */
export const HomePage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const claims = useSession()?.claims.claims ?? [];
  const preload = useDeferredPreload();
  const areas = drawerGroups(claims).filter(({ group }) => group !== 'home');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('home.welcome', { name: user.firstName || user.userName })}
      </Title>
      <ShopDay />
      <Text>{areas.length ? t('home.intro') : t('home.noAreas')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {areas.map(({ group, items }) => (
          <Card key={group} withBorder padding="md" component="section" aria-labelledby={`area-${group}`}>
            <Title order={2} size="h4" mb="xs" id={`area-${group}`}>
              {t(`groups.${group}`)}
            </Title>
            <Stack gap={4}>
              {items.map((item) => (
                <Group key={item.path} gap="xs" wrap="nowrap">
                  <Text
                    component={Link}
                    preload={preload}
                    to={item.path}
                    c={item.built ? 'var(--mantine-color-anchor)' : 'gray.7'}
                    td="underline"
                  >
                    {t(`screens.${item.title}`)}
                  </Text>
                  {!item.built && <ComingBadge />}
                </Group>
              ))}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('home.paletteTip')}
      </Text>
    </Stack>
  );
};
