import type { Locale } from '@colophon/contract';
import { Menu } from '@mantine/core';
import { availableLocales, changeLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The language items of a menu: one per locale the client offers (none when it offers one). */
export const LanguageMenuItems = () => {
  const { t, i18n } = useTranslation();
  if (availableLocales.length < 2) return null;
  return (
    <>
      <Menu.Label>{t('layout.language')}</Menu.Label>
      {availableLocales.map((locale: Locale) => (
        <Menu.Item
          key={locale}
          lang={locale}
          aria-current={i18n.language === locale ? 'true' : undefined}
          fw={i18n.language === locale ? 700 : undefined}
          onClick={() => void changeLocale(locale)}
          data-testid={`language-${locale}`}
        >
          {i18n.language === locale ? '✓ ' : ''}
          {t(`languages.${locale}`)}
        </Menu.Item>
      ))}
    </>
  );
};
