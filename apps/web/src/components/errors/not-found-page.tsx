import { coreMessages } from '@colophon/contract';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ErrorPage } from './error-page.tsx';

/** Unknown routes: 'This page could not be found', status 404, a link back home. */
export const NotFoundPage = () => {
  const { i18n } = useTranslation();
  return (
    <ErrorPage message={coreMessages.routeNotFound[i18n.language === 'en' ? 'en' : 'fr']} status={404} />
  );
};
