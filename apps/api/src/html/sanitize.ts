import sanitize from 'sanitize-html';

/**
 * The one HTML sanitiser of the API: whatever HTML comes from the feed or from staff (product
 * summaries, author biographies, collection descriptions; posts, pages and blocks later) is passed
 * through it on write, so that the shop's site can show it as it is. An allow-list: text structure,
 * emphasis, lists, tables, headings, links (http, https, mailto) and pictures (http, https); no
 * script, style sheet, frame, form, event handler or `javascript:` address ever gets through.
 *
 * `clean` is the client's `cleanHtml` flag (SPEC §9, docs/clients.md): HTML typed in editors is also
 * cleaned of its presentation before saving (inline styles, classes, `span`/`div`/`font` wrappers and
 * empty paragraphs, what a paste from a word processor brings), so that the site's style applies.
 * Without it, classes and a few inline styles (colour, alignment, emphasis) are kept.
 */
const structure = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'a',
  'img',
];
const wrappers = ['span', 'div'];

const links: sanitize.IOptions['transformTags'] = {
  // A link that opens elsewhere cannot reach back into the page that opened it.
  a: (tagName, attribs) => ({
    tagName,
    attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
  }),
};

const shared: sanitize.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: links,
};

const cleaned: sanitize.IOptions = {
  ...shared,
  allowedTags: structure,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length,
};

const kept: sanitize.IOptions = {
  ...shared,
  allowedTags: [...structure, ...wrappers],
  allowedAttributes: {
    ...cleaned.allowedAttributes,
    '*': ['class', 'style', 'lang', 'dir'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
};

export const sanitizeHtml = (html: string, options: { clean: boolean }) =>
  sanitize(html, options.clean ? cleaned : kept).trim();

/** The same for a nullable field: empty once sanitised is null. */
export const sanitizedHtmlOrNull = (html: string | null | undefined, options: { clean: boolean }) => {
  if (html === null || html === undefined) return null;
  return sanitizeHtml(html, options) || null;
};
