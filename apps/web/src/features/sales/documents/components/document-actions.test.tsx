import type { TFullDocument } from '@colophon/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentActions } from './document-actions.tsx';

const address = {
  firstName: 'Hortense',
  lastName: 'Lefèvre',
  company: null,
  address1: '4 rue des Lices',
  address2: null,
  address3: null,
  postalCode: '49100',
  city: 'Angers',
  country: 'FR',
  phone: null,
};
const line = (id: number, allowedActions: TFullDocument['items'][number]['allowedActions']) => ({
  id,
  productId: id,
  ean: `978207036822${id}`,
  title: `Livre ${id}`,
  quantity: 1,
  unitPrice: 10,
  unitPriceNoTax: 9.48,
  taxRate: 0.055,
  discount: 0,
  rebates: [],
  total: 10,
  weight: 300,
  secondHand: false,
  status: 'Processing' as const,
  allowedActions,
});
const payment = (status: 'Paid' | 'Pending') => ({
  id: 1,
  method: 'Check' as const,
  amount: 23,
  refunded: 0,
  status,
  reference: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  allowedStatuses: [],
});
const anOrder = (changes: Partial<TFullDocument>): TFullDocument => ({
  id: 41,
  version: 6,
  documentType: 'Order',
  number: 'CO-2026-000041',
  status: 'Processing',
  paymentStatus: 'Paid',
  paymentMethod: 'Check',
  shippingMethod: 'Home',
  customer: {
    id: 3,
    email: 'h@example.org',
    firstName: 'Hortense',
    lastName: 'Lefèvre',
    customerRole: 'Individual',
  },
  storeId: null,
  ownerUserName: null,
  itemsCount: 2,
  total: 23,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  parentId: null,
  billingAddress: address,
  shippingAddress: address,
  store: null,
  items: [line(1, ['ShippItems', 'CancelItems']), line(2, ['ShippItems', 'CancelItems'])],
  payments: [],
  packages: [],
  itemsTotal: 20,
  shippingCost: 3,
  shippingRebates: [],
  discountTotal: 0,
  rebates: [],
  totalNoTax: 21,
  taxes: [],
  refunded: 0,
  comment: null,
  locale: 'fr',
  allowedActions: ['ShippItems', 'CancelItems', 'DocumentComment', 'ShippingAddress'],
  readyForPickupAt: null,
  heldUntil: null,
  copiesReleased: false,
  guest: false,
  relatedDocuments: [],
  messages: [],
  history: [],
  seller: { name: '', legalForm: '', shareCapital: null, address: '', siren: '', rcsCity: '', vatNumber: '' },
  legalMentions: [],
  creditedInvoice: null,
  ...changes,
});

const show = (document: TFullDocument, selected: number[] = []) => {
  const run = vi.fn(() => Promise.resolve(true));
  render(
    <MantineProvider>
      <DocumentActions document={document} selected={selected} run={run} pending={false} />
    </MantineProvider>,
  );
  return run;
};
const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

afterEach(cleanup);

describe('the order’s actions', () => {
  it('when the API allows only the payment, then only its button is enabled', () => {
    show(
      anOrder({
        status: 'AwaitingPayment',
        paymentStatus: 'Pending',
        items: [line(1, ['CancelItems'])],
        allowedActions: ['ValidatePayment', 'CancelItems'],
      }),
      [],
    );
    expect(button('action-validate-payment').disabled).toBe(false);
    expect(button('action-ship').disabled).toBe(true);
    // Cancelling is allowed, but on lines: none is ticked yet.
    expect(button('action-cancel').disabled).toBe(true);
  });

  it('when a line is ticked that only allows cancelling, then cancel is enabled and ship is not', () => {
    show(anOrder({ items: [line(1, ['CancelItems']), line(2, ['ShippItems', 'CancelItems'])] }), [1]);
    expect(button('action-cancel').disabled).toBe(false);
    expect(button('action-cancel').textContent).toBe('Annuler la ligne cochée');
    expect(button('action-ship').disabled).toBe(true);
    expect(button('action-validate-payment').disabled).toBe(true);
  });

  it('when staff ship the ticked lines, then the carrier and tracking number are required at their fields, then the action runs', async () => {
    const run = show(anOrder({}), [1, 2]);
    expect(button('action-ship').textContent).toBe('Expédier les 2 lignes cochées');
    fireEvent.click(button('action-ship'));
    fireEvent.click(await screen.findByTestId('ship-dialog-submit'));
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBe(2);
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Transporteur/), { target: { value: 'Colissimo' } });
    fireEvent.change(screen.getByLabelText(/Numéro de suivi/), { target: { value: '6A0001' } });
    fireEvent.click(screen.getByTestId('ship-dialog-submit'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run).toHaveBeenCalledWith(
      {
        action: 'shippItems',
        body: { id: 41, version: 6, itemIds: [1, 2], carrier: 'Colissimo', trackingNumber: '6A0001' },
      },
      expect.stringMatching(/Un colis part avec les 2 lignes cochées/),
    );
  });

  it('when the shop does not manage orders here, then every action is disabled', () => {
    show(anOrder({ allowedActions: ['DocumentComment'], items: [line(1, []), line(2, [])] }), []);
    for (const id of ['action-validate-payment', 'action-ship', 'action-cancel'])
      expect(button(id).disabled).toBe(true);
  });

  it('when the books are collected at the store, then the table offers picking and no shipping, enabled as the API allows', () => {
    show(
      anOrder({
        shippingMethod: 'Pickup',
        allowedActions: ['CancelItems', 'NotifyPicking', 'DocumentComment'],
      }),
    );
    expect(screen.queryByTestId('action-ship')).toBeNull();
    expect(button('action-notify-picking').disabled).toBe(false);
    expect(button('action-validate-picking').disabled).toBe(true);
  });

  it('when the books are sent, then no picking is offered', () => {
    show(anOrder({}));
    expect(screen.queryByTestId('action-notify-picking')).toBeNull();
    expect(screen.queryByTestId('action-validate-picking')).toBeNull();
  });

  it('when the document is an invoice, then no order action is offered', () => {
    show(anOrder({ documentType: 'Invoice', allowedActions: ['DocumentComment'] }));
    expect(screen.queryByTestId('document-actions')).toBeNull();
  });

  it('when every line of a paid order is ticked to cancel, then the dialog says the whole payment comes back, delivery included', async () => {
    show(anOrder({ payments: [payment('Paid')] }), [1, 2]);
    fireEvent.click(button('action-cancel'));
    expect((await screen.findByTestId('cancel-dialog')).textContent).toMatch(
      /Remboursement prévu : 23,00\s€/,
    );
  });

  it('when one line of a paid order is ticked to cancel, then only its price comes back', async () => {
    show(anOrder({ payments: [payment('Paid')] }), [1]);
    fireEvent.click(button('action-cancel'));
    expect((await screen.findByTestId('cancel-dialog')).textContent).toMatch(
      /Remboursement prévu : 10,00\s€/,
    );
  });

  it('when the order is not paid yet, then cancelling promises no refund', async () => {
    show(anOrder({ paymentStatus: 'Pending', payments: [payment('Pending')] }), [1, 2]);
    fireEvent.click(button('action-cancel'));
    expect((await screen.findByTestId('cancel-dialog')).textContent).not.toMatch(/Remboursement/);
  });
});
