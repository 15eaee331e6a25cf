import type { TCampaign, TCampaignProgress } from '@colophon/contract';
import type { CampaignRow } from './campaigns.tables.ts';

const noProgress: TCampaignProgress = { recipients: 0, sent: 0, failed: 0, pending: 0 };

export const toCampaign = (row: CampaignRow, progress: TCampaignProgress = noProgress): TCampaign => ({
  id: row.id,
  version: row.version,
  name: row.name,
  subject: row.subject,
  locale: row.locale,
  contentType: row.contentType,
  content: row.content,
  mailTarget: row.mailTarget,
  emailList: row.emailList,
  targetIds: row.targetIds,
  dontSendBeforeDateUtc: row.dontSendBeforeDateUtc?.toISOString() ?? null,
  isDraft: row.status === 'Draft',
  status: row.status,
  processing: row.status === 'Processing',
  mailCreated: row.mailCreatedAt !== null,
  mailSent: row.status === 'Sent',
  progress,
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const campaignSnapshot = (row: CampaignRow) => ({
  name: row.name,
  subject: row.subject,
  locale: row.locale,
  contentType: row.contentType,
  content: row.content,
  mailTarget: row.mailTarget,
  emailList: row.emailList,
  targetIds: row.targetIds,
  dontSendBeforeDateUtc: row.dontSendBeforeDateUtc?.toISOString() ?? null,
  status: row.status,
});
