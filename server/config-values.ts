// The shapes of environment values the configuration accepts, each with the message a wrong value gets, and
// what counts as the developer's own machine.
import { z } from 'zod';

export function integer(min: number, max: number) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `expected an integer from ${min} to ${max}`,
    })
    .transform(Number);
}

export function urlWithScheme(schemes: string[], example: string) {
  return z.string().refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return schemes.includes(url.protocol) && url.hostname !== '';
    },
    { error: `expected a ${schemes.map((scheme) => `${scheme}//`).join(' or ')} URL, e.g. ${example}` },
  );
}

export const booleanText = z
  .string()
  .refine((value) => /^(true|false|1|0)$/i.test(value), { error: 'expected true or false' })
  .transform((value) => /^(true|1)$/i.test(value));

/** A site on the developer's own machine: only there does the outbox page default to on. */
export function isLocalHost(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `expected one of ${values.join(', ')}` });
}
