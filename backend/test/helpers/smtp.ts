import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and MIME parts. */
  raw: string;
  /** Header values by lowercase name (first occurrence). */
  headers: Record<string, string>;
  /** Each MIME part's decoded body (quoted-printable and base64 undone). */
  parts: { contentType: string; body: string }[];
}

export interface TestSmtpServer {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Recipient addresses refused (with `rejectRecipients`): each is a mail that was tried. */
  refused: string[];
  /** The first mail (already here or yet to come) that matches. */
  waitFor: (match: (mail: ReceivedMail) => boolean, ms?: number) => Promise<ReceivedMail>;
  /** Resolves once a mail to this address has been tried and refused. */
  waitForRefusal: (address: string, ms?: number) => Promise<void>;
  close: () => Promise<void>;
}

/** A local SMTP server on an ephemeral port that keeps what it receives (no TLS, no auth). */
export async function startSmtpServer(opts: { rejectRecipients?: boolean } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.rejectRecipients) {
        refused.push(address.address);
        for (const wake of waiting) wake();
        return callback(new Error(`Mailbox ${address.address} unavailable`));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: parseHeaders(raw),
          parts: parseParts(raw),
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const until = <T>(find: () => T | undefined, what: string, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${what} within ${ms} ms (received ${received.length}, refused ${refused.length})`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      check();
    });

  const waitFor = (match: (mail: ReceivedMail) => boolean, ms = 5000) => until(() => received.find(match), 'no matching mail', ms);
  const waitForRefusal = async (address: string, ms = 5000) => {
    await until(() => (refused.includes(address) ? true : undefined), `no mail to ${address} tried`, ms);
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    waitFor,
    waitForRefusal,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/** Leaf MIME parts: enough of MIME for the messages nodemailer writes. */
function parseParts(raw: string): { contentType: string; body: string }[] {
  const parts: { contentType: string; body: string }[] = [];
  const sections = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const section of sections) {
    const [head, ...rest] = section.split(/\r?\n\r?\n/);
    const headers = parseHeaders(`${head}\r\n\r\n`);
    const contentType = headers['content-type'] ?? '';
    if (!contentType || contentType.startsWith('multipart/')) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    parts.push({ contentType, body: decode(body, headers['content-transfer-encoding'] ?? '7bit') });
  }
  return parts;
}

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i], 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}
