// Content negotiation of Accept-Encoding (RFC 9110 §12.5.3) for what the server compresses: the built
// SPA's files, compressed once at build time (the Vite plugin in scripts/precompress.ts), and the API's
// larger JSON answers, compressed per answer (server/plugins/compress-api.ts).

export type ContentEncoding = 'br' | 'gzip';

/** Brotli first: it is the smaller of the two for text. */
const preference: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encodings the client accepts, best first: by q, brotli before gzip on a tie; empty for identity.
 * `q=0` refuses an encoding; `*` stands for any encoding not named otherwise.
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentEncoding[] {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return [];
  const quality = new Map<string, number>();
  for (const part of value.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const parsed = q === undefined ? 1 : Number(q.slice(2));
    quality.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(parsed) ? parsed : 0);
  }
  const qOf = (encoding: ContentEncoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  return preference
    .filter((encoding) => qOf(encoding) > 0)
    .sort((a, b) => qOf(b) - qOf(a) || preference.indexOf(a) - preference.indexOf(b));
}

/** The encoding to answer with, or null for identity. */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | null {
  return acceptedEncodings(header)[0] ?? null;
}

/** Adds Accept-Encoding to a Vary header value without repeating it. */
export function varyOnAcceptEncoding(current: string | number | string[] | undefined): string {
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return value;
  return value === '' ? 'accept-encoding' : `${value}, accept-encoding`;
}
