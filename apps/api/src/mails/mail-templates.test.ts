import { mailEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { renderMailTemplate } from './mail-templates.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const preview = async (locale: 'fr' | 'en', app: TestApp = api) =>
  (
    await app.call(mailEndpoints.preview, {
      token: app.adminToken,
      query: { template: 'forgotPassword', locale },
    })
  ).output;

describe('mail templates', () => {
  it('when the forgot-password mail is previewed, then each language has its subject, greeting, link and warning', async () => {
    const french = await preview('fr');
    expect(french.subject).toBe('Réinitialisation de votre mot de passe');
    expect(french.html).toContain('Bonjour Camille,');
    expect(french.html).toContain('href="https://console.example/resetPassword?token=sample"');
    expect(french.html).toContain('valable une heure');
    expect(french.html).toContain('ignorez ce message');
    expect(french.html).toContain('mj-column-per-100');
    const english = await preview('en');
    expect(english.subject).toBe('Reset your password');
    expect(english.html).toContain('Hello Camille,');
    expect(english.html).toContain('valid for one hour');
    expect(english.html).toContain('If you did not ask for this, ignore this message');
  });

  it('when a template name is unknown, then 400 names the field', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `${mailEndpoints.preview.path}?template=welcome&locale=en`,
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('when a value holds HTML, then the mail shows it as text and keeps it out of the subject lines', async () => {
    const mail = await renderMailTemplate('forgotPassword', 'en', {
      firstName: '<img src=x onerror=alert(1)> "Zoé"',
      resetUrl: 'https://console.example/resetPassword?token=a&b="c"',
    });
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; &quot;Zoé&quot;,');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('href="https://console.example/resetPassword?token=a&amp;b=&quot;c&quot;"');
  });
});

describe('a client that disables MJML', () => {
  it('when its mail is previewed, then it is plain HTML with the same words', async () => {
    const plainClient = await startTestApp({ CLIENT: 'le-phare' });
    try {
      const mail = await preview('fr', plainClient);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).not.toContain('mj-');
      expect(mail.html).toContain('Bonjour Camille,');
      expect(mail.html).toContain('<a href="https://console.example/resetPassword?token=sample">');
      expect(mail.html).toContain(plainClient.services.client.title);
    } finally {
      await plainClient.close();
    }
  });
});
