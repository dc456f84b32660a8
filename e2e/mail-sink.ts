// The end-to-end tests' mail server: a real SMTP server on loopback (smtp-server) that the
// app sends to (SMTP_URL), and a small HTTP mailbox the tests read what arrived from
// (GET /messages, parsed by mailparser). Started by Playwright as a web server.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 3126);
const mails: SunkMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
        const headers: Record<string, string> = {};
        for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim();
        mails.push({
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: String(parsed.html || ''),
          headers,
        });
        callback();
      },
      (err: Error) => callback(err),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(req.url === '/health' ? '{"ok":true}' : JSON.stringify(mails));
}).listen(mailboxPort, '127.0.0.1');
