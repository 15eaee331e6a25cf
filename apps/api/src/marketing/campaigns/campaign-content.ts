import { type Locale, type TCampaignContentType, translate } from '@colophon/contract';
import mjml2html from 'mjml';
import { escapeHtml } from '../../mails/templates/mail-layout.ts';

/** What a recipient's mail is personalised with (`{{firstName}}`…); every value is escaped. */
export interface CampaignPersonalisation {
  firstName: string;
  lastName: string;
  email: string;
  unsubscribeUrl: string;
}

export interface CompiledCampaign {
  subject: string;
  /** HTML with `{{field}}` placeholders left for each recipient. */
  html: string;
  problems: { line: number; message: string }[];
}

/** What the preview and the test send show in place of a reader. */
export const samplePersonalisation = (locale: Locale): CampaignPersonalisation => ({
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille.martin@example.org',
  unsubscribeUrl:
    locale === 'fr' ? 'https://librairie.example/desabonnement' : 'https://bookshop.example/unsubscribe',
});

const UNSUBSCRIBE_PLACEHOLDER = '{{unsubscribeUrl}}';

/** The unsubscribe line the shop adds to a campaign whose content does not place the link itself. */
const footerText = (locale: Locale, shop: string) =>
  escapeHtml(translate('campaignUnsubscribeFooter', locale, { shop, url: '@@URL@@' })).replace(
    '@@URL@@',
    `<a href="${UNSUBSCRIBE_PLACEHOLDER}">${UNSUBSCRIBE_PLACEHOLDER}</a>`,
  );

const withFooter = (content: string, contentType: TCampaignContentType, locale: Locale, shop: string) => {
  if (content.includes(UNSUBSCRIBE_PLACEHOLDER)) return content;
  const footer = footerText(locale, shop);
  if (contentType === 'Mjml') {
    const section = `<mj-section><mj-column><mj-text font-size="11px" color="#868e96">${footer}</mj-text></mj-column></mj-section>`;
    return content.includes('</mj-body>') ? content.replace('</mj-body>', `${section}</mj-body>`) : content;
  }
  const paragraph = `<p style="font-size:11px;color:#868e96">${footer}</p>`;
  return content.includes('</body>')
    ? content.replace('</body>', `${paragraph}</body>`)
    : content + paragraph;
};

/**
 * A campaign's content as HTML with its personalisation placeholders kept: MJML compiled on the
 * server (includes of files refused), HTML as written; an unsubscribe line is added when the
 * content does not place `{{unsubscribeUrl}}` itself.
 */
export const compileCampaign = async (
  campaign: { subject: string; content: string; contentType: TCampaignContentType; locale: Locale },
  options: { disableMjml: boolean; shopName: string },
): Promise<CompiledCampaign> => {
  const contentType = options.disableMjml ? 'Html' : campaign.contentType;
  const content = withFooter(campaign.content, contentType, campaign.locale, options.shopName);
  if (contentType === 'Html') return { subject: campaign.subject, html: content, problems: [] };
  try {
    const result = await mjml2html(content, { validationLevel: 'soft', ignoreIncludes: true });
    return {
      subject: campaign.subject,
      html: result.html,
      problems: result.errors.map((error) => ({ line: error.line, message: error.message })),
    };
  } catch (error) {
    return {
      subject: campaign.subject,
      html: '',
      problems: [{ line: 0, message: error instanceof Error ? error.message : String(error) }],
    };
  }
};

/** A header cannot span lines. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

const fill = (text: string, values: CampaignPersonalisation, encode: (value: string) => string) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name as keyof CampaignPersonalisation]) : whole,
  );

/** One recipient's mail: its subject and body, the personal values escaped. */
export const personalise = (compiled: CompiledCampaign, values: CampaignPersonalisation) => ({
  subject: fill(compiled.subject, values, oneLine),
  html: fill(compiled.html, values, escapeHtml),
});
