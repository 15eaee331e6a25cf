import { z } from 'zod';
import { locales } from '../messages.ts';
import { ZClientSeller } from './seller.ts';

/** The per-client feature flags of SPEC §9; docs/clients.md says what each one does. */
export const ZFeatureFlags = z.strictObject({
  disableMjml: z.boolean(),
  showOrderManage: z.boolean(),
  shipPickupOrders: z.boolean(),
  generateLabels: z.boolean(),
  labelStorageLocation: z.string(),
  editDocumentComment: z.boolean(),
  documentMessage: z.boolean(),
  multiStore: z.boolean(),
  mailCampainDraft: z.boolean(),
  showDocumentOwner: z.boolean(),
  cleanHtml: z.boolean(),
  onlyCustomProducts: z.boolean(),
  additionalPhoneContact: z.boolean(),
});
export type TFeatureFlags = z.infer<typeof ZFeatureFlags>;

/** One bookshop client: `clients/<id>.json`. */
export const ZClient = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  footerCredit: z.string().min(1),
  apiBaseUrl: z.url(),
  locales: z.array(z.enum(locales)).min(1),
  features: ZFeatureFlags,
  availabilityLabels: z.record(z.string(), z.object({ fr: z.string(), en: z.string() })),
  /** The shop's country (ISO 3166-1 alpha-2); France when absent. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /**
   * Whether the French book-price laws (Loi Lang, Loi Darcos) bind the shop's discounts; when absent,
   * they do for a French shop (`bookPriceLawApplies`).
   */
  bookPriceLaw: z.boolean().optional(),
  /** The seller on invoices (docs/clients.md); checked at start (`sellerProblems`). */
  seller: ZClientSeller.optional(),
});
export type TClient = z.infer<typeof ZClient>;
