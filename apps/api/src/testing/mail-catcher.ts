import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Every header, names in lower case, values as sent. */
  headers: Record<string, string>;
}

interface HeldMail {
  sessionId: string;
  accept(): void;
}

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const parse = async (raw: Buffer): Promise<CaughtMail> => {
  const mail = await simpleParser(raw);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  return {
    to,
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    messageId: mail.messageId ?? '',
    headers: Object.fromEntries(
      mail.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]),
    ),
  };
};

/**
 * A real SMTP server in the test process that keeps what it accepts. A mail counts as received
 * when the server answers "accepted", as for a real server: one whose sender goes away before that
 * answer (see `stall`) was never received.
 */
export const startMailCatcher = async () => {
  const received: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const refusals: string[] = [];
  const held: HeldMail[] = [];
  const openSessions = new Set<string>();
  let stalling = false;
  /** Mails whose sender went away while the server held its answer. */
  let abandoned = 0;

  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  const waitUntil = async (done: () => boolean, what: () => string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(what());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };

  const onMail = (stream: SMTPServerDataStream, sessionId: string, callback: (error?: Error) => void) => {
    readAll(stream)
      .then(parse)
      .then((mail) => {
        const refusal = refusals.shift();
        if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 451 }));
        const accept = () => {
          received.push(mail);
          callback();
          wake();
        };
        if (!stalling) return accept();
        held.push({ sessionId, accept });
        wake();
      })
      .catch((error: Error) => callback(error));
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(session, callback) {
      openSessions.add(session.id);
      callback();
    },
    onData(stream, session, callback) {
      onMail(stream, session.id, callback);
    },
    onClose(session) {
      openSessions.delete(session.id);
      for (const [index, mail] of [...held.entries()].reverse()) {
        if (mail.sessionId !== session.id) continue;
        held.splice(index, 1);
        abandoned += 1;
      }
      wake();
    },
  });
  // A sender killed in the middle of a session resets its connection: the server reports it here (an
  // unheard 'error' would crash the test process); the mails it left unanswered count as abandoned.
  server.on('error', () => wake());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` mails have been accepted, or fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 15_000) {
      await waitUntil(
        () => received.length >= count,
        () => `expected ${count} mails, received ${received.length}`,
        timeoutMs,
      );
      return received;
    },
    /** Answers the next `count` mails "try again later" (451) with `message`. */
    refuseNext(count = 1, message = 'Mailbox busy, try again later') {
      for (let index = 0; index < count; index++) refusals.push(message);
    },
    /** From now on, takes each mail in full but holds its answer until `release`. */
    stall() {
      stalling = true;
    },
    /** Resolves once `count` mails are held, unanswered. */
    async waitForHeld(count = 1, timeoutMs = 30_000) {
      await waitUntil(
        () => held.length >= count,
        () => `expected ${count} held mails, holding ${held.length}`,
        timeoutMs,
      );
    },
    /** How many held mails were given up by their sender before the server answered. */
    get abandoned() {
      return abandoned;
    },
    /** Stops holding answers, and accepts the held mails whose senders are still there. */
    release() {
      stalling = false;
      for (const mail of held.splice(0)) if (openSessions.has(mail.sessionId)) mail.accept();
    },
    close() {
      this.release();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
      });
    },
  };
};
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
