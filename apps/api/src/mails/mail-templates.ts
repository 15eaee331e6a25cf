import type { Locale } from '@colophon/contract';

/** The data each template takes. */
export interface MailTemplateData {
  forgotPassword: { firstName: string; resetUrl: string };
}

/** Placeholder rendering until the MJML templates land. */
export const renderMailTemplate = async <T extends keyof MailTemplateData>(
  template: T,
  locale: Locale,
  data: MailTemplateData[T],
) => ({ subject: `${template} (${locale})`, html: `<p>${Object.values(data).join(' ')}</p>` });
