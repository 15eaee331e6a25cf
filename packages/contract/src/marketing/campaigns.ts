import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { ZLocale, ZPair } from '../cms/localized.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * Who a campaign goes to (SPEC §9 "Mail targets"): addresses typed in, the subscribers of
 * subscriptions, or analytics targets. A kind is available once the API has a source for it
 * (`MailCampainTargets` lists them): the analytics targets plug in there.
 */
export const mailTargets = ['EmailList', 'SubscriptionId', 'AnalyticsTargetIds'] as const;
export const ZMailTarget = z.enum(mailTargets);
export type TMailTarget = z.infer<typeof ZMailTarget>;

/** MJML compiled on the server, or HTML as written (always HTML for a client with `disableMjml`). */
export const campaignContentTypes = ['Mjml', 'Html'] as const;
export const ZCampaignContentType = z.enum(campaignContentTypes);
export type TCampaignContentType = z.infer<typeof ZCampaignContentType>;

/** Where a campaign is: being written, waiting for its date, going out, gone out. */
export const campaignStatuses = ['Draft', 'Scheduled', 'Processing', 'Sent'] as const;
export const ZCampaignStatus = z.enum(campaignStatuses);
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;

/** Personalisation fields a campaign may write as `{{name}}`; their values are escaped. */
export const campaignFields = ['firstName', 'lastName', 'email', 'unsubscribeUrl'] as const;

/** The longest campaign content, in characters. */
export const MAX_CAMPAIGN_CONTENT = 200_000;
/** The most addresses an email list target holds. */
export const MAX_CAMPAIGN_EMAILS = 5_000;

const ZEmailAddress = z.email();

/** Splits an email list target (`;`, also commas and line breaks): the valid addresses and the others. */
export const splitEmailList = (text: string) => {
  const valid: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[;,\n\r]+/)) {
    const address = part.trim().toLowerCase();
    if (address === '' || seen.has(address)) continue;
    seen.add(address);
    (ZEmailAddress.safeParse(address).success && address.length <= 254 ? valid : invalid).push(address);
  }
  return { valid, invalid };
};

export const ZCampaignProgress = z.object({
  /** Addresses the campaign goes to, once expanded. */
  recipients: z.number().int(),
  /** Mails the SMTP server took. */
  sent: z.number().int(),
  /** Mails given up after their last try. */
  failed: z.number().int(),
  /** Mails still to send (or being retried). */
  pending: z.number().int(),
});
export type TCampaignProgress = z.infer<typeof ZCampaignProgress>;

export const ZCampaign = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  subject: z.string(),
  /** The language of the campaign: its layout's words and its test send. */
  locale: ZLocale,
  contentType: ZCampaignContentType,
  content: z.string(),
  mailTarget: ZMailTarget,
  /** The addresses of an EmailList target, as typed. */
  emailList: z.string().nullable(),
  /** The subscriptions' or analytics targets' ids. */
  targetIds: z.array(z.number().int()),
  dontSendBeforeDateUtc: z.iso.datetime().nullable(),
  isDraft: z.boolean(),
  status: ZCampaignStatus,
  processing: z.boolean(),
  mailCreated: z.boolean(),
  mailSent: z.boolean(),
  progress: ZCampaignProgress,
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignSummary = ZCampaign.omit({ content: true, emailList: true });
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

const campaignFieldsShape = {
  name: z.string().trim().min(1, 'required').max(200),
  subject: z.string().trim().min(1, 'required').max(300),
  locale: ZLocale.default('fr'),
  contentType: ZCampaignContentType.default('Mjml'),
  content: z.string().min(1, 'required').max(MAX_CAMPAIGN_CONTENT),
  mailTarget: ZMailTarget,
  emailList: z
    .string()
    .max(MAX_CAMPAIGN_EMAILS * 80)
    .nullable()
    .default(null),
  targetIds: z.array(z.number().int().positive()).max(200).default([]),
  dontSendBeforeDateUtc: z.iso.datetime({ offset: true }).nullable().default(null),
};

/** The target's fields agree with its kind; every address of a list is valid. */
const checkTarget = (
  input: { mailTarget: TMailTarget; emailList: string | null; targetIds: number[] },
  context: z.RefinementCtx,
) => {
  if (input.mailTarget === 'EmailList') {
    const { valid, invalid } = splitEmailList(input.emailList ?? '');
    if (invalid.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['emailList'],
        message: 'campaignInvalidEmails',
        params: { emails: invalid.slice(0, 20).join('; ') },
      });
    else if (valid.length === 0)
      context.addIssue({ code: 'custom', path: ['emailList'], message: 'campaignEmailsRequired' });
    else if (valid.length > MAX_CAMPAIGN_EMAILS)
      context.addIssue({ code: 'custom', path: ['emailList'], message: 'campaignTooManyEmails' });
  } else if (input.targetIds.length === 0)
    context.addIssue({ code: 'custom', path: ['targetIds'], message: 'campaignTargetsRequired' });
};

export const ZCampaignCreate = z.object(campaignFieldsShape).superRefine(checkTarget);
export const ZCampaignUpdate = z
  .object({ id: z.number().int(), ...campaignFieldsShape })
  .extend(ZVersioned.shape)
  .superRefine(checkTarget);
export type TCampaignCreate = z.input<typeof ZCampaignCreate>;
export type TCampaignUpdate = z.input<typeof ZCampaignUpdate>;

/** Out of draft: the campaign goes at its date (now when none); back to draft while it has not started. */
export const ZCampaignDraft = z
  .object({ id: z.number().int(), isDraft: z.boolean() })
  .extend(ZVersioned.shape);
export type TCampaignDraft = z.input<typeof ZCampaignDraft>;

export const campaignSortFields = [
  'name',
  'subject',
  'dontSendBeforeDateUtc',
  'createdAt',
  'updatedAt',
] as const;
type TCampaignSort = (typeof campaignSortFields)[number] | `-${(typeof campaignSortFields)[number]}`;
const ZCampaignSort = z.enum(
  campaignSortFields.flatMap((field) => [field, `-${field}`]) as [TCampaignSort, ...TCampaignSort[]],
);

/** Search looks in the name and subject; filter by status and target kind. */
export const ZCampaignListQuery = ZListQuery.extend({
  sort: ZCampaignSort.optional(),
  status: ZCampaignStatus.optional(),
  mailTarget: ZMailTarget.optional(),
});
export type TCampaignListQuery = z.output<typeof ZCampaignListQuery>;

export const ZCampaignTarget = ZPair.extend({
  /** Addresses it would reach now (active subscribers…). */
  recipients: z.number().int(),
});
export const ZCampaignTargetKind = z.object({
  mailTarget: ZMailTarget,
  /** False while the API has no source for this kind (analytics targets before their work lands). */
  available: z.boolean(),
  targets: z.array(ZCampaignTarget),
});
export const ZCampaignTargets = z.object({ kinds: z.array(ZCampaignTargetKind) });
export type TCampaignTargets = z.infer<typeof ZCampaignTargets>;

export const ZCampaignStats = ZCampaignProgress.extend({
  /** Recipients who left the campaign's subscriptions (or all campaigns) since it went out. */
  unsubscribedSince: z.number().int(),
  /** Mails sent per hour (UTC hour start), for the chart. */
  hours: z.array(z.object({ hour: z.iso.datetime(), sent: z.number().int() })),
});
export type TCampaignStats = z.infer<typeof ZCampaignStats>;

/** What the editor's preview compiles: the source as it stands, unsaved. */
export const ZCampaignPreviewInput = z.object({
  subject: z.string().max(300).default(''),
  locale: ZLocale.default('fr'),
  contentType: ZCampaignContentType.default('Mjml'),
  content: z.string().max(MAX_CAMPAIGN_CONTENT),
});
export const ZCampaignPreview = z.object({
  subject: z.string(),
  html: z.string(),
  /** MJML's complaints, by line. */
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type TCampaignPreview = z.infer<typeof ZCampaignPreview>;

export const ZCampaignTestSent = z.object({ to: z.string() });

const manageCampaigns = claim('Marketing', 'MailCampain');
const path = '/BackOffice/MailCampain';

export const campaignEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${path}/MailCampains`,
    access: manageCampaigns,
    summary: 'Mail campaigns, paged; search the name and subject, filter by status and target, sort',
    query: ZCampaignListQuery,
    response: ZPage(ZCampaignSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/MailCampain`,
    access: manageCampaigns,
    summary: 'One mail campaign, with its content and progress',
    query: ZById,
    response: ZCampaign,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/MailCampain`,
    access: manageCampaigns,
    summary: 'Create a mail campaign (a draft)',
    body: ZCampaignCreate,
    response: ZCampaign,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/MailCampain`,
    access: manageCampaigns,
    summary: 'Update a draft campaign; a stale version is refused (409), so is a campaign out of draft',
    body: ZCampaignUpdate,
    response: ZCampaign,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/MailCampain`,
    access: manageCampaigns,
    summary: 'Delete campaigns that are not going out (one id or several: all or none; 409 while one sends)',
    query: ZByIds,
    response: ZNothing,
  }),
  pairs: defineEndpoint({
    method: 'GET',
    path: `${path}/MailCampainPairs`,
    access: manageCampaigns,
    summary: 'Every campaign as an id and its name, for pickers',
    response: z.array(ZPair),
  }),
  targets: defineEndpoint({
    method: 'GET',
    path: `${path}/MailCampainTargets`,
    access: manageCampaigns,
    summary: 'The target kinds and, for each, the targets a campaign may go to with their recipients',
    response: ZCampaignTargets,
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${path}/Stats`,
    access: manageCampaigns,
    summary: 'A campaign’s recipients, sent, failed, pending, unsubscribed since, and mails sent per hour',
    query: ZById,
    response: ZCampaignStats,
  }),
  draft: defineEndpoint({
    method: 'PUT',
    path: `${path}/MailCampainDraft`,
    access: manageCampaigns,
    summary:
      'Take a campaign out of draft (it goes out at its date, now when none) or back to draft while it has not started',
    body: ZCampaignDraft,
    response: ZCampaign,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: `${path}/MailCampainPreview`,
    access: manageCampaigns,
    summary: 'Compile a campaign’s content as it stands (MJML or HTML) with sample personalisation',
    body: ZCampaignPreviewInput,
    response: ZCampaignPreview,
  }),
  testSend: defineEndpoint({
    method: 'POST',
    path: `${path}/MailCampainTest`,
    access: manageCampaigns,
    summary: 'Send the saved campaign to the signed-in user’s own address',
    body: ZById.extend({ id: z.number().int().positive() }),
    response: ZCampaignTestSent,
  }),
};

export const publicCampaignEndpoints = {
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/Public/MailCampain/Unsubscribe',
    access: 'public',
    summary:
      'One-click unsubscribe (RFC 8058) of an address a campaign reached by its email list: no campaign goes to it again',
    query: z.object({ token: z.string().trim().min(1, 'required').max(400) }),
    response: ZNothing,
  }),
};
