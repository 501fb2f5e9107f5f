// A real SMTP server for tests (the `smtp-server` package) on 127.0.0.1 and a free port: it accepts
// every message, keeps it raw, and parses just enough MIME to read what a person would see (headers,
// the text and the HTML part, quoted-printable or base64 decoded).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header names lower-cased; values unfolded and decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** The next message to arrive (or the oldest not yet taken). */
  next(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
    (_word, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function splitPart(raw: string): MimePart {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end + 4) };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unwrapped = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unwrapped.length; index++) {
    const hex = unwrapped.slice(index + 1, index + 3);
    if (unwrapped[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unwrapped[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function boundaryOf(contentType: string): string | undefined {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
}

/** The leaf parts of a (possibly nested) multipart message, in order. */
function leafParts(part: MimePart): MimePart[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = boundaryOf(contentType);
  if (!contentType.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const body = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(decodeBody)
      .join('');
  return { envelope, raw, headers: message.headers, text: body('text/plain'), html: body('text/html') };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: Array<(mail: ReceivedMail) => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
        const waiter = waiting.shift();
        if (waiter) waiter(received[taken++] as ReceivedMail);
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next() {
      if (taken < received.length) return Promise.resolve(received[taken++] as ReceivedMail);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
