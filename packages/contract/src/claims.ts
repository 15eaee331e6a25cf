/** The claims catalogue: every claim of SPEC §6, spelled as there. */
export const CLAIM_PREFIX = 'Permission.BackOffice.';

export const claimsByArea = {
  Management: ['MyAccount', 'Users', 'BackgroundTasks', 'ActivityLog', 'HeathCheck', 'Settings'],
  Cms: [
    'PagesManage',
    'PostList',
    'PostCreateEditIfOwner',
    'PostCreateEditAll',
    'MenuManage',
    'PopupsManage',
    'CustomersManage',
    'SalesManage',
    'CatalogManage',
    'MarketingManage',
  ],
  Catalog: ['ProductList', 'AuthorList', 'ReviewList', 'CollectionList', 'RestrictionList'],
  Public: ['CustomersManage', 'DocumentsManage', 'MessageManage', 'DiscountManage', 'MailLog'],
  Analytics: ['Manage'],
  Marketing: ['Subscriptions', 'MailCampain'],
  Cache: ['Product'],
} as const;

type Areas = typeof claimsByArea;
export type ClaimArea = keyof Areas;
export type Claim = { [A in ClaimArea]: `${typeof CLAIM_PREFIX}${A}.${Areas[A][number]}` }[ClaimArea];
/** The profile's own claim, outside the BackOffice prefix (SPEC §6). */
export const MY_ACCOUNT_CLAIM = 'Permission.Common.Management.MyAccount';
export type AnyClaim = Claim | typeof MY_ACCOUNT_CLAIM;

export const allClaims: AnyClaim[] = [
  MY_ACCOUNT_CLAIM,
  ...(Object.entries(claimsByArea) as [ClaimArea, readonly string[]][]).flatMap(([area, actions]) =>
    actions.map((action) => `${CLAIM_PREFIX}${area}.${action}` as Claim),
  ),
];

export const claim = <A extends ClaimArea>(area: A, action: Areas[A][number]): Claim =>
  `${CLAIM_PREFIX}${area}.${action}` as Claim;

export const isClaim = (value: string): value is AnyClaim => (allClaims as string[]).includes(value);

/** Who may call an endpoint: anyone, any signed-in user, or the holders of one claim. */
export type Access = 'public' | 'signed-in' | AnyClaim;
