import type { TClient } from '@colophon/contract';

/** The bookshop client of this build: title, colour, credit, API address, locales, feature flags. */
export const client: TClient =
  typeof __CLIENT__ === 'undefined'
    ? {
        id: 'test',
        title: 'Colophon',
        primaryColor: '#1c7ed6',
        footerCredit: 'Colophon',
        apiBaseUrl: 'http://localhost:53361',
        locales: ['fr', 'en'],
        features: {
          disableMjml: false,
          showOrderManage: true,
          shipPickupOrders: false,
          generateLabels: false,
          labelStorageLocation: '',
          editDocumentComment: true,
          documentMessage: true,
          multiStore: false,
          mailCampainDraft: false,
          showDocumentOwner: false,
          cleanHtml: true,
          onlyCustomProducts: false,
          additionalPhoneContact: false,
        },
        availabilityLabels: {},
      }
    : __CLIENT__;

export const apiBaseUrl = client.apiBaseUrl.replace(/\/$/, '');
