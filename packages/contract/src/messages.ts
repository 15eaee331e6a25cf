/**
 * Messages that both sides show: the API answers them in the caller's language, the console
 * validates its forms with the same schemas and the same texts. A schema's custom message is a key
 * of this catalogue.
 */

import { analyticsMessages } from './analytics/analytics.messages.ts';
import { catalogMessages } from './catalog/catalog.messages.ts';
import { catalogListsMessages } from './catalog/catalog-lists.messages.ts';
import { genericListsMessages } from './catalog/generic-lists.messages.ts';
import { mediaMessages } from './catalog/media.messages.ts';
import { restrictionsMessages } from './catalog/restrictions.messages.ts';
import { cmsMessages } from './cms/cms.messages.ts';
import { cmsMediaMessages } from './cms/media.messages.ts';
import { pagesMessages } from './cms/pages.messages.ts';
import { popupsMenusMessages } from './cms/popups-menus.messages.ts';
import { coreMessages } from './core.messages.ts';
import { mailsMessages } from './mails/mails.messages.ts';
import { campaignsMessages } from './marketing/campaigns.messages.ts';
import { marketingMessages } from './marketing/marketing.messages.ts';
import { DEFAULT_LOCALE, type Locale, type LocalizedText } from './messages-types.ts';
import { addressesMessages } from './sales/addresses.messages.ts';
import { documentsMessages } from './sales/documents.messages.ts';
import { contactMessagesMessages } from './sales/messages.messages.ts';
import { shoppingCartMessages } from './sales/shopping-cart.messages.ts';
import { tasksMessages } from './tasks/tasks.messages.ts';
import { usersMessages } from './users/users.messages.ts';

export { coreMessages } from './core.messages.ts';
export { DEFAULT_LOCALE, type Locale, type LocalizedText, locales } from './messages-types.ts';

/** Each domain's messages; a key belongs to one of them only (messages.test.ts). */
export const messageCatalogues = {
  coreMessages,
  usersMessages,
  tasksMessages,
  mailsMessages,
  catalogMessages,
  genericListsMessages,
  restrictionsMessages,
  catalogListsMessages,
  mediaMessages,
  contactMessagesMessages,
  documentsMessages,
  shoppingCartMessages,
  cmsMessages,
  pagesMessages,
  popupsMenusMessages,
  cmsMediaMessages,
  addressesMessages,
  marketingMessages,
  analyticsMessages,
  campaignsMessages,
};

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** Every catalogue's messages in one: the key names its text. */
export const messages = Object.assign({}, ...Object.values(messageCatalogues)) as Intersection<
  (typeof messageCatalogues)[keyof typeof messageCatalogues]
>;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(messages, value);

export const translate = (key: MessageKey, locale: Locale, params: Record<string, string | number> = {}) =>
  (messages[key] as LocalizedText)[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(params[name] ?? whole),
  );

export const pickLocale = (acceptLanguage: string | undefined): Locale => {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
};
