import {
  activityEndpoints,
  claim,
  mailEndpoints,
  messageEndpoints,
  publicMessageEndpoints,
  type TContactMessage,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => api.close());

const soon = { timeout: 15_000, interval: 100 };
const asAdmin = () => ({ token: api.adminToken });
let written = 0;
/** Every message comes from another address, so that rate limits and searches stay apart. */
const nextAddress = () => {
  written += 1;
  return `198.51.100.${written}`;
};

const aMessage = (changes: Partial<TContactMessage> = {}): TContactMessage => ({
  question: 'Order',
  lastName: 'Durand',
  firstName: 'Élise',
  email: 'elise.durand@example.org',
  phone: '06 12 34 56 78',
  subject: 'Ma commande',
  message: 'Bonjour, où en est ma commande ?',
  ...changes,
});

const send = (changes: Partial<TContactMessage> = {}, headers: Record<string, string> = {}) =>
  api.call(publicMessageEndpoints.send, {
    body: aMessage(changes),
    headers: { 'x-forwarded-for': nextAddress(), 'accept-language': 'fr', ...headers },
  });

const findByEmail = async (email: string) =>
  (await api.call(messageEndpoints.list, { query: { email }, ...asAdmin() })).output.items;

const sent = async (changes: Partial<TContactMessage> = {}, headers: Record<string, string> = {}) => {
  const answer = await send(changes, headers);
  expect(answer.status).toBe(200);
  const [message] = await findByEmail(changes.email ?? 'elise.durand@example.org');
  if (!message) throw new Error('the message was not kept');
  return message;
};

describe('the contact form', () => {
  it('when a visitor writes through the contact form, then staff find the message pending, in the visitor’s language', async () => {
    const message = await sent({ email: 'louise.contact@example.org' }, { 'accept-language': 'en-GB' });
    expect(message).toMatchObject({
      status: 'Pending',
      question: 'Order',
      lastName: 'Durand',
      firstName: 'Élise',
      phone: '06 12 34 56 78',
      subject: 'Ma commande',
      locale: 'en',
      repliesCount: 0,
    });
  });

  it('when a field is missing or the email is wrong, then 400 names each field and nothing is kept', async () => {
    const refused = await send({ email: 'not-an-email', message: '  ', lastName: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName).sort()).toEqual([
      'email',
      'lastName',
      'message',
    ]);
    expect(await findByEmail('not-an-email')).toEqual([]);
  });

  it('when a robot fills the hidden field, then it is answered as anyone and nothing is kept', async () => {
    expect((await send({ email: 'robot@example.org', website: 'http://spam.example' })).status).toBe(200);
    expect(await findByEmail('robot@example.org')).toEqual([]);
  });

  it('when one address writes too often, then it gets 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (await send({ email: `flood${attempt}@example.org` }, { 'x-forwarded-for': '203.0.113.9' })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('when the site asks for the questions, then it gets them with their labels in its language', async () => {
    const questions = await api.call(publicMessageEndpoints.questions, {
      headers: { 'accept-language': 'fr' },
    });
    expect(questions.output.map((question) => question.label)).toContain('Une commande');
    expect(questions.output.map((question) => question.id)).toEqual([
      'Order',
      'Delivery',
      'Return',
      'BookSearch',
      'Account',
      'Other',
    ]);
  });
});

describe('contact messages in the back office', () => {
  it('when staff answer a message, then the visitor gets the answer in their language, the message is solved and shows the answer', async () => {
    const message = await sent({
      email: 'jeanne.answer@example.org',
      firstName: 'Jeanne',
      subject: 'Un livre introuvable',
    });
    const answered = await api.call(messageEndpoints.reply, {
      body: { id: message.id, version: message.version, body: 'Bonjour,\nnous l’avons commandé pour vous.' },
      ...asAdmin(),
    });
    expect(answered.output).toMatchObject({ status: 'Solved', version: message.version + 1 });
    expect(answered.output.replies).toMatchObject([
      { body: 'Bonjour,\nnous l’avons commandé pour vous.', sentBy: 'admin' },
    ]);

    await api.mail.waitFor(1);
    await vi.waitFor(() => {
      expect(api.mail.received.filter((mail) => mail.to === 'jeanne.answer@example.org')).toHaveLength(1);
    }, soon);
    const [delivered] = api.mail.received.filter((mail) => mail.to === 'jeanne.answer@example.org');
    expect(delivered?.subject).toBe('Re : Un livre introuvable');
    expect(delivered?.html).toContain('Bonjour Jeanne,');
    expect(delivered?.html).toContain('Bonjour,<br>nous l’avons commandé pour vous.');

    const mailId = answered.output.replies[0]?.mailId ?? 0;
    const logged = (await api.call(mailEndpoints.get, { query: { id: mailId }, ...asAdmin() })).output;
    expect(logged).toMatchObject({ to: 'jeanne.answer@example.org', extra: { entityId: message.id } });

    const activity = await api.call(activityEndpoints.list, {
      query: { entity: 'ContactMessage', entityId: String(message.id) },
      ...asAdmin(),
    });
    expect(activity.output.items.map((entry) => entry.action)).toContain('reply');
  });

  it('when two staff members act on one message, then the second, at the old version, gets 409 and nothing is mailed twice', async () => {
    const message = await sent({ email: 'twice.answer@example.org' });
    const first = await api.call(messageEndpoints.update, {
      body: { id: message.id, version: message.version, status: 'Progress' },
      ...asAdmin(),
    });
    expect(first.output.status).toBe('Progress');
    const second = await api.call(messageEndpoints.reply, {
      body: { id: message.id, version: message.version, body: 'Réponse en retard' },
      ...asAdmin(),
    });
    expect(second.status).toBe(409);
    const current = (await api.call(messageEndpoints.get, { query: { id: message.id }, ...asAdmin() }))
      .output;
    expect(current).toMatchObject({ status: 'Progress', replies: [] });
    const mails = await api.call(mailEndpoints.list, { query: { search: 'twice.answer' }, ...asAdmin() });
    expect(mails.output.totalCount).toBe(0);
  });

  it('when messages are searched, filtered by status and question and by day, then only the matching ones come, newest first', async () => {
    const first = await sent({
      email: 'filter.one@example.org',
      question: 'Delivery',
      subject: 'Colis abîmé',
    });
    const second = await sent({
      email: 'filter.two@example.org',
      question: 'Delivery',
      subject: 'Colis perdu',
    });
    await sent({ email: 'filter.three@example.org', question: 'Account', subject: 'Colis ? non, compte' });
    await api.call(messageEndpoints.update, {
      body: { id: first.id, version: first.version, status: 'Solved' },
      ...asAdmin(),
    });

    const list = async (query: Record<string, string | number>) =>
      (await api.call(messageEndpoints.list, { query: { search: 'Colis', ...query }, ...asAdmin() })).output;
    expect((await list({})).items.map((message) => message.email)).toEqual([
      'filter.three@example.org',
      'filter.two@example.org',
      'filter.one@example.org',
    ]);
    expect(
      (await list({ question: 'Delivery', status: 'Pending' })).items.map((message) => message.id),
    ).toEqual([second.id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect((await list({ from: today, to: today })).totalCount).toBe(3);
    expect((await list({ to: '2020-01-01' })).totalCount).toBe(0);
    expect(
      (await list({ sort: 'email', pageSize: 1, page: 2 })).items.map((message) => message.email),
    ).toEqual(['filter.three@example.org']);
  });

  it('when the day range is reversed, then 400 names its end', async () => {
    const refused = await api.call(messageEndpoints.list, {
      query: { from: '2026-02-01', to: '2026-01-01' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['to']);
  });

  it('when a message is deleted, then it is gone', async () => {
    const message = await sent({ email: 'spam.delete@example.org' });
    expect(
      (await api.call(messageEndpoints.remove, { query: { id: message.id }, ...asAdmin() })).status,
    ).toBe(200);
    expect((await api.call(messageEndpoints.get, { query: { id: message.id }, ...asAdmin() })).status).toBe(
      404,
    );
  });

  it('when staff lack the messages claim, then they cannot read, change nor answer messages', async () => {
    const token = await tokenWithClaims(api, [claim('Public', 'MailLog')]);
    expect((await api.call(messageEndpoints.list, { token })).status).toBe(403);
    expect((await api.call(messageEndpoints.statuses, { token })).status).toBe(403);
    expect(
      (await api.call(messageEndpoints.reply, { body: { id: 1, version: 1, body: 'Non' }, token })).status,
    ).toBe(403);
    expect((await api.call(messageEndpoints.list)).status).toBe(401);
  });

  it('when staff ask for the statuses, then they get the three with labels in their language', async () => {
    const statuses = await api.call(messageEndpoints.statuses, {
      ...asAdmin(),
      headers: { 'accept-language': 'fr' },
    });
    expect(statuses.output).toEqual([
      { id: 'Pending', label: 'En attente' },
      { id: 'Progress', label: 'En cours' },
      { id: 'Solved', label: 'Résolu' },
    ]);
  });
});
