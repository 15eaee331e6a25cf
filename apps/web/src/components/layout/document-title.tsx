import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The document title: the screen's title, then the client's (`Utilisateurs · Colophon`). */
export const DocumentTitle = () => {
  const { t } = useTranslation();
  const title = useRouterState({
    select: (state) => [...state.matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });
  useEffect(() => {
    document.title = title ? `${t(`screens.${title}`)} · ${client.title}` : client.title;
  }, [title, t]);
  return null;
};
