import { MY_ACCOUNT_CLAIM } from '@colophon/contract';
import { Menu } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FirstUse } from '@/components/lazy/on-first-use.tsx';
import { signOut } from '@/features/auth/api/sign-in.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSession } from '@/lib/use-session.ts';
import { LanguageMenuItems } from './language-menu.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/** The user's menu (SPEC §2): the profile, the language, signing out. Loaded on first use (top-bar.tsx). */
export const UserMenu = ({ name, firstUse }: { name: string; firstUse: FirstUse }) => {
  const { t } = useTranslation();
  const claims = useSession()?.claims.claims ?? [];
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    await signOut(() => queryClient.clear());
    await navigate({ to: '/login' });
  };

  return (
    <Menu position="bottom-end" withinPortal defaultOpened={firstUse.opened}>
      <Menu.Target>
        <UserMenuButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        {claims.includes(MY_ACCOUNT_CLAIM) && (
          <Menu.Item component={Link} to="/profile">
            {t('layout.myProfile')}
          </Menu.Item>
        )}
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => void logout()} data-testid="logout">
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
