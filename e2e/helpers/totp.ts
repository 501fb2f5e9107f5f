import { createHmac } from 'node:crypto';

// The authenticator app's side of RFC 6238 (HMAC-SHA1, 30 s, 6 digits), so e2e can sign in with
// two-factor the way a player's phone would. Written independently of the server's implementation.

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = input.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function totp(sharedKey: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Decode(sharedKey)).update(counter).digest();
  const offset = digest.readUInt8(digest.length - 1) & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** A code from a 30 s step the server has not seen yet (each code is accepted once). */
export async function freshTotp(sharedKey: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp(sharedKey);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
