import { Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

/** A long text the public site shows as HTML (a biography, a description). */
export const HtmlTextarea = (props: TextareaProps) => {
  const { t } = useTranslation();
  return <Textarea description={t('catalog.htmlHint')} autosize minRows={6} {...props} />;
};
