import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** A real SMTP server in the test process that keeps what it receives. */
export const startMailCatcher = async (options: { rejectWith?: () => string | null } = {}) => {
  const received: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const refusal = options.rejectWith?.();
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          if (refusal) return callback(new Error(refusal));
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
          received.push({
            to,
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` mails have arrived, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
