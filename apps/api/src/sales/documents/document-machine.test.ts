import { documentActions } from '@colophon/contract';
import { describe, expect, it } from 'vitest';
import { allowedActions, type MachineState } from './document-machine.ts';

/* Every state of docs/state-machines.md with the actions it allows, and so the ones it refuses. */

const flags = {
  editDocumentComment: true,
  generateLabels: true,
  shipPickupOrders: false,
  showOrderManage: true,
};

const order = (state: Partial<MachineState>): MachineState => ({
  type: 'Order',
  status: 'Processing',
  paymentMethod: 'Check',
  shippingMethod: 'Home',
  readyForPickupAt: null,
  items: [
    { id: 1, status: 'Processing' },
    { id: 2, status: 'Processing' },
  ],
  payments: [{ id: 1, status: 'Paid' }],
  packages: [],
  ...state,
});

const collected = (state: Partial<MachineState>) =>
  order({
    shippingMethod: 'Pickup',
    paymentMethod: 'ManualAtPickup',
    payments: [{ id: 1, status: 'Pending' }],
    ...state,
  });

const cases: { when: string; state: MachineState; allowed: string[]; flags?: Partial<typeof flags> }[] = [
  {
    when: 'a cheque is awaited',
    state: order({
      status: 'AwaitingPayment',
      items: [{ id: 1, status: 'Pending' }],
      payments: [{ id: 1, status: 'Pending' }],
    }),
    allowed: [
      'ValidatePayment',
      'CancelItems',
      'DocumentPaymentStatus',
      'DocumentComment',
      'ShippingAddress',
    ],
  },
  {
    when: 'the payment was refused',
    state: order({
      status: 'PaymentFailed',
      items: [{ id: 1, status: 'Pending' }],
      payments: [{ id: 1, status: 'Refused' }],
    }),
    allowed: [
      'ValidatePayment',
      'CancelItems',
      'DocumentPaymentStatus',
      'DocumentComment',
      'ShippingAddress',
    ],
  },
  {
    when: 'it is paid and prepared',
    state: order({}),
    allowed: ['ShippItems', 'CancelItems', 'DocumentPaymentStatus', 'DocumentComment', 'ShippingAddress'],
  },
  {
    when: 'one package left, a line is still to ship',
    state: order({
      items: [
        { id: 1, status: 'Shipped' },
        { id: 2, status: 'Processing' },
      ],
      packages: [{ id: 1, status: 'Shipped' }],
    }),
    allowed: [
      'ShippItems',
      'CancelItems',
      'DeliveryPackage',
      'DocumentPaymentStatus',
      'DocumentComment',
      'GenerateLabel',
    ],
  },
  {
    when: 'everything left',
    state: order({
      status: 'Shipped',
      items: [{ id: 1, status: 'Shipped' }],
      packages: [{ id: 1, status: 'Shipped' }],
    }),
    allowed: ['DeliveryPackage', 'DocumentPaymentStatus', 'DocumentComment', 'GenerateLabel'],
  },
  {
    when: 'everything was delivered',
    state: order({
      status: 'Complete',
      items: [{ id: 1, status: 'Complete' }],
      packages: [{ id: 1, status: 'Delivered' }],
    }),
    allowed: ['DocumentPaymentStatus', 'DocumentComment', 'GenerateLabel'],
  },
  {
    when: 'it was cancelled and refunded',
    state: order({
      status: 'Cancelled',
      items: [{ id: 1, status: 'Cancelled' }],
      payments: [{ id: 1, status: 'Refunded' }],
    }),
    allowed: ['DocumentComment'],
  },
  {
    when: 'a collected order waits to be prepared at the store',
    state: collected({}),
    allowed: ['ValidatePayment', 'CancelItems', 'NotifyPicking', 'DocumentPaymentStatus', 'DocumentComment'],
  },
  {
    when: 'the customer was told the books wait at the store',
    state: collected({ readyForPickupAt: new Date('2026-11-20T10:00:00Z') }),
    allowed: [
      'ValidatePayment',
      'CancelItems',
      'ValidatePicking',
      'DocumentPaymentStatus',
      'DocumentComment',
    ],
  },
  {
    when: 'the shop ships collected orders too',
    state: collected({}),
    flags: { shipPickupOrders: true },
    allowed: [
      'ValidatePayment',
      'ShippItems',
      'CancelItems',
      'NotifyPicking',
      'DocumentPaymentStatus',
      'DocumentComment',
    ],
  },
  {
    when: 'the collected order was handed over',
    state: collected({
      status: 'Complete',
      readyForPickupAt: new Date('2026-11-20T10:00:00Z'),
      items: [{ id: 1, status: 'Complete' }],
      payments: [{ id: 1, status: 'Paid' }],
    }),
    allowed: ['DocumentPaymentStatus', 'DocumentComment'],
  },
  {
    when: 'the shop manages no orders here, nor comments, nor labels',
    state: order({ packages: [{ id: 1, status: 'Shipped' }] }),
    flags: { showOrderManage: false, editDocumentComment: false, generateLabels: false },
    allowed: [],
  },
  {
    when: 'the document is an invoice',
    state: order({ type: 'Invoice' }),
    allowed: ['DocumentComment'],
  },
];

describe('the order state machine', () => {
  for (const { when, state, allowed, flags: changed } of cases) {
    it(`when ${when}, then it allows ${allowed.join(', ') || 'nothing'} and refuses the rest`, () => {
      const actions = allowedActions(state, { ...flags, ...changed });
      expect(actions).toEqual(allowed);
      const refused = documentActions.filter((action) => !allowed.includes(action));
      for (const action of refused) expect(actions).not.toContain(action);
    });
  }
});
