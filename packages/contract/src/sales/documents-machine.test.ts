import { describe, expect, it } from 'vitest';
import { documentActions, type TDocumentItemStatus, type TDocumentStatus } from './documents.ts';
import {
  actionFits,
  allowedActions,
  lineActions,
  type MachineState,
  packageActions,
  paymentStatusesAllowed,
  refundAfterCancelling,
  settledStatus,
  totalAfterCancelling,
} from './documents-machine.ts';

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

describe('the parts of an order, as the table narrows its actions to them', () => {
  const allowed = allowedActions(
    order({
      items: [
        { id: 1, status: 'Processing' },
        { id: 2, status: 'Pending' },
        { id: 3, status: 'Shipped' },
        { id: 4, status: 'Cancelled' },
      ],
      packages: [{ id: 1, status: 'Shipped' }],
    }),
    flags,
  );
  const lines: [TDocumentItemStatus, string[]][] = [
    ['Processing', ['ShippItems', 'CancelItems']],
    ['Pending', ['CancelItems']],
    ['Shipped', []],
    ['Cancelled', []],
    ['Complete', []],
  ];
  for (const [status, actions] of lines)
    it(`when a line is ${status}, then it offers ${actions.join(', ') || 'nothing'}`, () => {
      expect(lineActions(status, allowed)).toEqual(actions);
    });

  it('when the payment machine is allowed, then each payment offers the statuses it may go to, else none', () => {
    expect(paymentStatusesAllowed('Pending', allowed)).toEqual([
      'Paid',
      'Authorized',
      'Refused',
      'Cancelled',
    ]);
    expect(paymentStatusesAllowed('Refunded', allowed)).toEqual([]);
    expect(paymentStatusesAllowed('Pending', ['DocumentComment'])).toEqual([]);
  });

  it('when a package is on its way, then it may be delivered and labelled; once delivered, only labelled', () => {
    expect(packageActions('Shipped', allowed)).toEqual(['DeliveryPackage', 'GenerateLabel']);
    expect(packageActions('Delivered', allowed)).toEqual(['GenerateLabel']);
    expect(packageActions('Shipped', ['DocumentComment'])).toEqual([]);
  });
});

describe('where an order settles once its lines moved', () => {
  const cases: [TDocumentStatus, TDocumentItemStatus[], TDocumentStatus][] = [
    ['Processing', ['Shipped', 'Processing'], 'Processing'],
    ['Processing', ['Shipped', 'Cancelled'], 'Shipped'],
    ['Shipped', ['Complete', 'Shipped'], 'Shipped'],
    ['Shipped', ['Complete', 'Cancelled'], 'Complete'],
    ['Processing', ['Cancelled', 'Cancelled'], 'Cancelled'],
    ['PaymentCanceled', ['Cancelled'], 'PaymentCanceled'],
  ];
  for (const [from, statuses, to] of cases)
    it(`when an order ${from} has lines ${statuses.join(', ')}, then it is ${to}`, () => {
      expect(
        settledStatus(
          from,
          statuses.map((status) => ({ status })),
        ),
      ).toBe(to);
    });
});

describe('which actions belong to an order’s story, whatever its state', () => {
  it('when the books are collected, then picking is offered and shipping only if the shop ships collected orders', () => {
    const pickup = { type: 'Order' as const, shippingMethod: 'Pickup' as const };
    expect(actionFits('NotifyPicking', pickup, { shipPickupOrders: false })).toBe(true);
    expect(actionFits('ShippItems', pickup, { shipPickupOrders: false })).toBe(false);
    expect(actionFits('ShippItems', pickup, { shipPickupOrders: true })).toBe(true);
    expect(actionFits('ShippingAddress', pickup, { shipPickupOrders: true })).toBe(false);
  });

  it('when the books are sent, then shipping is offered and picking is not; an invoice offers only its comment', () => {
    const home = { type: 'Order' as const, shippingMethod: 'Home' as const };
    expect(actionFits('ShippItems', home, { shipPickupOrders: false })).toBe(true);
    expect(actionFits('ValidatePicking', home, { shipPickupOrders: false })).toBe(false);
    const invoice = { type: 'Invoice' as const, shippingMethod: 'Home' as const };
    expect(
      documentActions.filter((action) => actionFits(action, invoice, { shipPickupOrders: true })),
    ).toEqual(['DocumentComment']);
  });
});

describe('what cancelling lines gives back', () => {
  const paid = [{ status: 'Paid' as const, amountCents: 3300, refundedCents: 0 }];
  it('when one of two lines of a paid order is cancelled, then its price comes back and the delivery stays', () => {
    const after = totalAfterCancelling(
      { totalCents: 3300, shippingCents: 300, liveLines: 2 },
      { lines: 1, cents: 1000 },
    );
    expect(after).toBe(2300);
    expect(refundAfterCancelling(paid, after)).toBe(1000);
  });
  it('when every line of a paid order is cancelled, then all of it comes back, the delivery too', () => {
    const after = totalAfterCancelling(
      { totalCents: 3300, shippingCents: 300, liveLines: 2 },
      { lines: 2, cents: 3000 },
    );
    expect(after).toBe(0);
    expect(refundAfterCancelling(paid, after)).toBe(3300);
  });
  it('when the order is not paid yet, then nothing comes back', () => {
    expect(refundAfterCancelling([{ status: 'Pending', amountCents: 3300, refundedCents: 0 }], 0)).toBe(0);
  });
});
