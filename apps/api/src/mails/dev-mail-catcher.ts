import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** The links of a mail, in order, each once: what a developer clicks (a reset link, a sign-in link). */
const linksOf = (html: string, text: string) => {
  const links = html
    ? [...html.matchAll(/href="([^"]+)"/g)].map((match) => decode(match[1] ?? ''))
    : [...text.matchAll(/https?:\/\/[^\s<>"[\]()]+/g)].map((match) => match[0]);
  return [...new Set(links)].filter((link) => /^https?:/.test(link));
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).map((address) => address.text).join(', ');

/**
 * For `npm start`: an SMTP server on 127.0.0.1 that keeps no mail and sends none, but prints who
 * each one is for, its subject and its links, so that a reset link can be followed without a mailbox.
 */
export const startDevMailCatcher = async (port: number) => {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const links = linksOf(typeof mail.html === 'string' ? mail.html : '', mail.text ?? '');
          const lines = [`✉ To ${addresses(mail.to)}: ${mail.subject ?? '(no subject)'}`];
          for (const link of links) lines.push(`  → ${link}`);
          process.stdout.write(`${lines.join('\n')}\n`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client that misbehaves must not stop the development server.
  server.on('error', (error) => process.stderr.write(`dev mail catcher: ${error.message}\n`));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
};
