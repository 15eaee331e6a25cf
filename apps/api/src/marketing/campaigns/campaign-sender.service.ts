import { splitEmailList } from '@colophon/contract';
import { z } from 'zod';
import { REDACTED } from '../../mails/mail-templates.ts';
import type { Services } from '../../services.ts';
import { defineJob, errorText, type JobRun } from '../../tasks/job-queue.ts';
import { createSubscribersService } from '../subscriptions/subscribers.service.ts';
import {
  type CampaignPersonalisation,
  type CompiledCampaign,
  compileCampaign,
  personalise,
} from './campaign-content.ts';
import { recipientSources } from './campaign-targets.ts';
import {
  addListRecipients,
  countRecipients,
  dueRecipients,
  findCampaign,
  hasUnfinishedMail,
  lockRecipientsWithoutMail,
  markCampaignExpanded,
  markCampaignMailCreated,
  markCampaignSent,
  markCampaignStarted,
  type RecipientRow,
  setRecipientMails,
} from './campaigns.repository.ts';
import type { CampaignRow } from './campaigns.tables.ts';

/** Signs the one-click link of an address a campaign reached by its email list. */
export const CAMPAIGN_UNSUBSCRIBE = 'campaign-unsubscribe';

/** How long a try holds a campaign mail: no other worker sends it meanwhile; it gives up 10 s before. */
const HOLD_SECONDS = 120;
/** Mails written to the log per transaction. */
const MAILS_PER_BATCH = 500;
/** Mails handed to the SMTP server at once (the pooled transport's connections). */
const IN_FLIGHT = 4;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Sends a campaign, in three steps that a killed worker's successor resumes where they stopped:
 * 1. the recipients are listed once (one row per address: the unique index keeps any address from
 *    being listed twice); 2. each recipient's mail is written to the mail log in the same transaction
 *    that records it on the recipient (so never two mails for one recipient); 3. each mail is handed
 *    to the SMTP server by a try that first holds it in the database and marks it sent right after
 *    (the mail log's delivery: a mail marked sent is never taken again, a held one is left alone
 *    until its hold has run out). What no code can close is the instant between the server's
 *    "accepted" and our write of it.
 */
export const createCampaignSender = (services: Services) => {
  const { db, client, config, signer } = services;
  const subscribers = createSubscribersService(services);
  const renderOptions = { disableMjml: client.features.disableMjml, shopName: client.title };

  const emailListUnsubscribeUrl = (email: string) => {
    const url = new URL('/Public/MailCampain/Unsubscribe', config.PUBLIC_API_URL);
    url.searchParams.set('token', signer.sign(CAMPAIGN_UNSUBSCRIBE, email));
    return url.toString();
  };

  const unsubscribeUrlOf = (recipient: RecipientRow) =>
    recipient.subscriberId !== null
      ? subscribers.unsubscribeUrl(recipient.subscriberId)
      : emailListUnsubscribeUrl(recipient.email);

  const personalisationOf = (recipient: RecipientRow, unsubscribeUrl: string): CampaignPersonalisation => ({
    firstName: recipient.firstName ?? '',
    lastName: recipient.lastName ?? '',
    email: recipient.email,
    unsubscribeUrl,
  });

  const expand = async (campaign: CampaignRow) => {
    await db.transaction(async (tx) => {
      const locked = await findCampaign(tx, campaign.id);
      if (!locked || locked.expandedAt) return;
      if (campaign.mailTarget === 'EmailList') {
        await addListRecipients(tx, campaign.id, splitEmailList(campaign.emailList ?? '').valid);
      } else {
        const source = recipientSources[campaign.mailTarget];
        if (!source) throw new Error(`no source of ${campaign.mailTarget} recipients`);
        await source.addRecipients(tx, campaign.id, campaign.targetIds);
      }
      await markCampaignExpanded(tx, campaign.id);
    });
  };

  /** Writes the log's mail of every recipient still without one, a batch per transaction. */
  const writeMails = async (campaign: CampaignRow, compiled: CompiledCampaign, run: JobRun) => {
    const total = await countRecipients(db, campaign.id);
    let written = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const recipients = await lockRecipientsWithoutMail(tx, campaign.id, MAILS_PER_BATCH);
        const ids = await services.mails.logComposed(
          tx,
          recipients.map((recipient) => {
            // The log shows the mail as sent, its personal unsubscribe link aside.
            const logged = personalise(compiled, personalisationOf(recipient, REDACTED));
            return {
              to: recipient.email,
              subject: logged.subject,
              body: logged.html,
              extra: { template: 'campaign', campaignId: campaign.id },
            };
          }),
          { deliver: false },
        );
        await setRecipientMails(
          tx,
          recipients.map((recipient, index) => ({ id: recipient.id, mailId: ids[index] ?? 0 })),
        );
        return recipients.length;
      });
      if (count === 0) break;
      written += count;
      await run.progress(total === 0 ? 0 : (0.1 * written) / total);
    }
    await markCampaignMailCreated(db, campaign.id);
  };

  /** Hands the due mails to the SMTP server at the configured rate until none is left to try. */
  const deliverAll = async (campaign: CampaignRow, compiled: CompiledCampaign, run: JobRun) => {
    const total = await countRecipients(db, campaign.id);
    const interval = 1000 / config.CAMPAIGN_MAILS_PER_SECOND;
    let nextSlot = performance.now();
    let done = 0;
    const paced = async () => {
      const wait = nextSlot - performance.now();
      nextSlot = Math.max(nextSlot, performance.now()) + interval;
      if (wait > 0) await sleep(wait, run.signal);
    };
    for (;;) {
      let afterId = 0;
      let tried = 0;
      for (;;) {
        if (run.signal.aborted) throw new Error('the campaign’s try was stopped');
        const due = await dueRecipients(db, campaign.id, afterId, 200);
        if (due.length === 0) break;
        afterId = due.at(-1)?.recipient.id ?? afterId;
        const queue = [...due];
        const worker = async () => {
          for (let item = queue.shift(); item; item = queue.shift()) {
            await paced();
            if (run.signal.aborted) return;
            const unsubscribeUrl = unsubscribeUrlOf(item.recipient);
            const mail = personalise(compiled, personalisationOf(item.recipient, unsubscribeUrl));
            tried += 1;
            try {
              const outcome = await services.mails.deliver(item.mailId, {
                holdSeconds: HOLD_SECONDS,
                signal: run.signal,
                retryAfterSeconds: 30,
                content: {
                  html: mail.html,
                  headers: {
                    'List-Unsubscribe': `<${unsubscribeUrl}>`,
                    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                  },
                },
              });
              if (outcome !== 'busy') done += 1;
            } catch (error) {
              services.log.warn({ campaignId: campaign.id, error: errorText(error) }, 'campaign mail failed');
            }
          }
        };
        await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
        await run.progress(total === 0 ? 1 : 0.1 + (0.9 * Math.min(done, total)) / total);
      }
      if (!(await hasUnfinishedMail(db, campaign.id))) break;
      // Mails waiting for their next try, or held by a try elsewhere: look again shortly.
      if (tried === 0) await sleep(2000, run.signal);
    }
    await markCampaignSent(db, campaign.id);
  };

  return {
    send: async (campaignId: number, run: JobRun) => {
      const found = await findCampaign(db, campaignId);
      if (!found || found.status === 'Draft' || found.status === 'Sent') return;
      // Put back to draft and out again for a later date: the job of that date sends it.
      if (found.dontSendBeforeDateUtc && found.dontSendBeforeDateUtc.getTime() > Date.now() + 1000) return;
      const campaign = await markCampaignStarted(db, campaignId);
      if (!campaign) return;
      const compiled = await compileCampaign(campaign, renderOptions);
      if (compiled.problems.length > 0) throw new Error('the campaign’s content no longer compiles');
      if (!campaign.expandedAt) await expand(campaign);
      if (!campaign.mailCreatedAt) await writeMails(campaign, compiled, run);
      await deliverAll(campaign, compiled, run);
    },
  };
};

export const createCampaignSendJob = (services: Services) => {
  const sender = createCampaignSender(services);
  return defineJob({
    name: 'mail-campaign-send',
    payload: z.object({ campaignId: z.number().int() }),
    retryLimit: 20,
    retryDelaySeconds: 10,
    // A long campaign runs for hours at a gentle rate; a dead worker is noticed by its heartbeat.
    expireInSeconds: 12 * 3600,
    heartbeatSeconds: 30,
    handler: ({ campaignId }, run) => sender.send(campaignId, run),
  });
};
