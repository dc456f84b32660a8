// A real SMTP server on loopback for tests (smtp-server), with every accepted email parsed by
// mailparser. It can refuse the first attempts (a 451 "try again later") to prove retries.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Lower-case header name -> its raw value. */
  headers: Map<string, string>;
  receivedAt: number;
  parsed: ParsedMail;
}

export interface TestMailServer {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** When each delivery was attempted (refused ones too), ms since the epoch. */
  attempts: number[];
  /** Refuse the next `n` deliveries with a temporary error. */
  refuseNext(n: number): void;
  /** Resolves once `count` emails have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestMailServer(options: { refuseFirst?: number } = {}): Promise<TestMailServer> {
  let refuse = options.refuseFirst ?? 0;
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  const waiters: (() => void)[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      attempts.push(Date.now());
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          received.push(toReceived(parsed));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    refuseNext(n) {
      refuse = n;
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} emails, received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
  const headers = new Map(
    parsed.headerLines.map((h) => [
      h.key,
      h.line
        .slice(h.line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    ]),
  );
  return {
    to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    receivedAt: Date.now(),
    parsed,
  };
}

/** The first link in an email's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(match[0]);
}
