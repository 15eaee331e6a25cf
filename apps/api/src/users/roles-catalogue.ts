import { type AnyClaim, allClaims, claim, MY_ACCOUNT_CLAIM } from '@colophon/contract';

/** The roles a new shop starts with; staff may edit or delete them afterwards. */
export const seededRoles: { name: string; description: string; claims: AnyClaim[] }[] = [
  { name: 'Administrator', description: 'Every permission.', claims: allClaims },
  {
    name: 'Editor',
    description: 'Pages, posts, menus and popups.',
    claims: [
      MY_ACCOUNT_CLAIM,
      claim('Cms', 'PagesManage'),
      claim('Cms', 'PostList'),
      claim('Cms', 'PostCreateEditAll'),
      claim('Cms', 'MenuManage'),
      claim('Cms', 'PopupsManage'),
    ],
  },
  {
    name: 'Catalogue manager',
    description: 'Products, authors, reviews, collections, restrictions and the product cache.',
    claims: [
      MY_ACCOUNT_CLAIM,
      claim('Catalog', 'ProductList'),
      claim('Catalog', 'AuthorList'),
      claim('Catalog', 'ReviewList'),
      claim('Catalog', 'CollectionList'),
      claim('Catalog', 'RestrictionList'),
      claim('Cache', 'Product'),
    ],
  },
  {
    name: 'Order manager',
    description: 'Customers, orders, messages and the mail log.',
    claims: [
      MY_ACCOUNT_CLAIM,
      claim('Public', 'CustomersManage'),
      claim('Public', 'DocumentsManage'),
      claim('Public', 'MessageManage'),
      claim('Public', 'MailLog'),
    ],
  },
  {
    name: 'Marketing manager',
    description: 'Discounts, subscriptions, mail campaigns and analytics.',
    claims: [
      MY_ACCOUNT_CLAIM,
      claim('Public', 'DiscountManage'),
      claim('Marketing', 'Subscriptions'),
      claim('Marketing', 'MailCampain'),
      claim('Analytics', 'Manage'),
    ],
  },
];
