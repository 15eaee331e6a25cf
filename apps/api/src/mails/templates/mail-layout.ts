import type { Locale } from '@colophon/contract';

/** One piece of a mail's body; texts may hold `{{placeholders}}`, filled for each mail. */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'note'; text: string };

/** A template in one language: its subject and its body. */
export interface MailContent {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  blocks: MailBlock[];
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const INK = '#212529';
const MUTED = '#868e96';
const ACCENT = '#1c7ed6';
const FONT = 'Helvetica, Arial, sans-serif';

const mjmlBlock = (block: MailBlock) => {
  switch (block.kind) {
    case 'text':
      return `<mj-text>${escapeHtml(block.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${escapeHtml(block.href)}" background-color="${ACCENT}" align="left">${escapeHtml(block.label)}</mj-button>`;
    case 'note':
      return `<mj-text color="${MUTED}" font-size="13px">${escapeHtml(block.text)}</mj-text>`;
  }
};

/** The MJML of a mail: the shop's name above, the blocks in one column. */
export const mjmlLayout = (content: MailContent, locale: Locale) => `<mjml lang="${locale}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text color="${INK}" font-size="15px" line-height="22px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f3f5">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="18px" font-weight="bold" color="${ACCENT}">{{shopName}}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px" border-radius="6px">
      <mj-column>
        ${content.blocks.map(mjmlBlock).join('\n        ')}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const plainBlock = (block: MailBlock) => {
  switch (block.kind) {
    case 'text':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'button':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
    case 'note':
      return `<p><small>${escapeHtml(block.text)}</small></p>`;
  }
};

/** The same mail as plain HTML, for the clients that set `disableMjml`. */
export const plainLayout = (content: MailContent, locale: Locale) => `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body>
<p><strong>{{shopName}}</strong></p>
${content.blocks.map(plainBlock).join('\n')}
</body>
</html>`;
