import {
  type campaignEndpoints,
  type Locale,
  mailTargets,
  type ParsedBody,
  splitEmailList,
  type TCampaign,
  type TCampaignListQuery,
  type TCampaignStats,
  type TCampaignTargets,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { findUser } from '../../users/users.repository.ts';
import { compileCampaign, personalise, samplePersonalisation } from './campaign-content.ts';
import { CAMPAIGN_UNSUBSCRIBE, createCampaignSendJob } from './campaign-sender.service.ts';
import { recipientSources } from './campaign-targets.ts';
import {
  addOptOut,
  allCampaigns,
  type CampaignRow,
  type CampaignValues,
  campaignProgress,
  deleteCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  sentPerHour,
  setCampaignStatusAtVersion,
  unsubscribedSince,
  updateCampaign,
} from './campaigns.repository.ts';
import { campaignSnapshot, toCampaign } from './campaigns.views.ts';

type CampaignCreate = ParsedBody<typeof campaignEndpoints.create>;
type CampaignUpdate = ParsedBody<typeof campaignEndpoints.update>;
type CampaignDraft = ParsedBody<typeof campaignEndpoints.draft>;
type CampaignPreviewInput = ParsedBody<typeof campaignEndpoints.preview>;

const campaigns = audited({ entity: 'MailCampain', find: findCampaign, snapshot: campaignSnapshot });

export const createCampaignsService = (services: Services) => {
  const { db, client, signer } = services;
  const sendJob = createCampaignSendJob(services);
  const renderOptions = { disableMjml: client.features.disableMjml, shopName: client.title };

  const view = async (executor: Executor, row: CampaignRow): Promise<TCampaign> =>
    toCampaign(row, (await campaignProgress(executor, [row.id])).get(row.id));

  /** The campaign's fields, checked beyond their shape: the target kind, its ids, the MJML. */
  const valuesOf = async (input: CampaignCreate, locale: Locale): Promise<CampaignValues> => {
    if (input.mailTarget !== 'EmailList') {
      const source = recipientSources[input.mailTarget];
      if (!source) throw invalidField('mailTarget', 'campaignTargetUnavailable');
      const known = new Set((await source.targets(db, locale)).map((target) => target.id));
      const unknown = input.targetIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new AppError('invalid', 'campaignUnknownTargets', {
          fields: [{ propertyName: 'targetIds', message: 'campaignUnknownTargets' }],
          params: { ids: unknown.join(', ') },
        });
    }
    const compiled = await compileCampaign(input, renderOptions);
    if (compiled.problems.length > 0)
      throw new AppError('invalid', 'campaignContentInvalid', {
        fields: [{ propertyName: 'content', message: 'campaignContentInvalid' }],
        params: {
          problems: compiled.problems
            .slice(0, 5)
            .map((problem) => `${problem.line}: ${problem.message}`)
            .join('; '),
        },
      });
    const emails = input.mailTarget === 'EmailList' ? splitEmailList(input.emailList ?? '').valid : [];
    return {
      name: input.name,
      subject: input.subject,
      locale: input.locale,
      contentType: client.features.disableMjml ? 'Html' : input.contentType,
      content: input.content,
      mailTarget: input.mailTarget,
      emailList: input.mailTarget === 'EmailList' ? emails.join('; ') : null,
      targetIds: input.mailTarget === 'EmailList' ? [] : [...new Set(input.targetIds)],
      dontSendBeforeDateUtc: input.dontSendBeforeDateUtc ? new Date(input.dontSendBeforeDateUtc) : null,
    };
  };

  return {
    list: async (query: TCampaignListQuery) => {
      const { rows, totalCount } = await listCampaigns(db, query);
      const progress = await campaignProgress(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => {
          const { content: _content, emailList: _emails, ...summary } = toCampaign(row, progress.get(row.id));
          return summary;
        }),
        totalCount,
      };
    },

    get: async (id: number) => view(db, await campaigns.read(db, id)),

    pairs: async () => allCampaigns(db),

    targets: async (locale: Locale): Promise<TCampaignTargets> => ({
      kinds: await Promise.all(
        mailTargets.map(async (mailTarget) => {
          if (mailTarget === 'EmailList') return { mailTarget, available: true, targets: [] };
          const source = recipientSources[mailTarget];
          return {
            mailTarget,
            available: source !== undefined,
            targets: (await source?.targets(db, locale)) ?? [],
          };
        }),
      ),
    }),

    create: async (input: CampaignCreate, by: SignedInUser | null, locale: Locale) => {
      const values = await valuesOf(input, locale);
      return db.transaction(async (tx) =>
        view(tx, await campaigns.create(tx, by, async () => (await insertCampaign(tx, values)).id)),
      );
    },

    update: async (input: CampaignUpdate, by: SignedInUser | null, locale: Locale) => {
      const values = await valuesOf(input, locale);
      return db.transaction(async (tx) =>
        view(
          tx,
          await campaigns.update(tx, by, input.id, async (before) => {
            if (before.version === input.version && before.status !== 'Draft')
              throw new AppError('not-allowed', 'campaignNotDraft');
            return updateCampaign(tx, input.id, input.version, values);
          }),
        ),
      );
    },

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) =>
        campaigns.removeAll(tx, by, ids, async (_, id) => {
          const row = await findCampaign(tx, id);
          if (row?.status === 'Processing') throw new AppError('not-allowed', 'campaignStarted');
          await deleteCampaign(tx, id);
        }),
      ),

    /**
     * Out of draft, the campaign's sending job is queued for its date; back in draft, a job that
     * comes finds nothing to do. A campaign that has started cannot go back.
     */
    draft: (input: CampaignDraft, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const row = await campaigns.update(tx, by, input.id, async (before) => {
          if (before.version !== input.version) return null;
          if (input.isDraft) {
            if (before.status === 'Draft') return before;
            if (before.status !== 'Scheduled') throw new AppError('not-allowed', 'campaignStarted');
            return setCampaignStatusAtVersion(tx, input.id, input.version, 'Draft');
          }
          if (before.status !== 'Draft') return before;
          const after = await setCampaignStatusAtVersion(tx, input.id, input.version, 'Scheduled');
          const date = before.dontSendBeforeDateUtc;
          await services.jobs.enqueue(
            tx,
            sendJob,
            { campaignId: input.id },
            date && date.getTime() > Date.now() ? { startAfter: date } : {},
          );
          return after;
        });
        return view(tx, row);
      }),

    stats: async (id: number): Promise<TCampaignStats> => {
      const row = await campaigns.read(db, id);
      const progress = (await campaignProgress(db, [id])).get(id) ?? {
        recipients: 0,
        sent: 0,
        failed: 0,
        pending: 0,
      };
      return {
        ...progress,
        unsubscribedSince: row.startedAt ? await unsubscribedSince(db, id, row.startedAt) : 0,
        hours: await sentPerHour(db, id),
      };
    },

    preview: async (input: CampaignPreviewInput) => {
      const compiled = await compileCampaign(input, renderOptions);
      const mail = personalise(compiled, samplePersonalisation(input.locale));
      return { subject: mail.subject, html: mail.html, problems: compiled.problems };
    },

    /** The saved campaign to the signed-in user's address, through the mail log like any mail. */
    testSend: async (id: number, by: SignedInUser | null) => {
      const row = await campaigns.read(db, id);
      const user = by ? await findUser(db, by.id) : null;
      if (!user?.email) throw new AppError('invalid', 'campaignNoOwnAddress');
      const compiled = await compileCampaign(row, renderOptions);
      const mail = personalise(compiled, {
        ...samplePersonalisation(row.locale),
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
      });
      await db.transaction((tx) =>
        services.mails.logComposed(
          tx,
          [
            {
              to: user.email,
              subject: mail.subject,
              body: mail.html,
              extra: { template: 'campaignTest', campaignId: id },
            },
          ],
          { deliver: true },
        ),
      );
      return { to: user.email };
    },

    /** One-click unsubscribe of an email-list address: no campaign goes to it again. */
    unsubscribe: async (token: string) => {
      const email = signer.verify(CAMPAIGN_UNSUBSCRIBE, token);
      if (!email) throw invalidField('token', 'campaignLinkInvalid');
      await addOptOut(db, email);
      return null;
    },
  };
};
