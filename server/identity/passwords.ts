// `fastify.passwords`: hashing (argon2id, PHC string at rest) and the password policy the server enforces.
import type { Algorithm } from '@node-rs/argon2';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';
import type { PasswordRequirementsDto } from '#core/contract/auth.ts';
import type { RefusalParams } from '#core/refusals.ts';
import {
  defaultPasswordPolicy,
  passwordProblems,
  weakPasswordParams,
  type PasswordPolicy,
} from './password-policy.ts';

export interface Passwords {
  /** Argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`). */
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that is not a PHC string; never throws on bad input. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Costs what a verify costs, then answers false: an unknown account must not answer faster than a
   * wrong password (ASVS 6.3.8).
   */
  verifyNothing(password: string): Promise<false>;
  /** What the SPA shows (GET PasswordRequirements). */
  policy: PasswordRequirementsDto;
  /** Every rule the password breaks, as readable sentences; empty when it is acceptable. */
  validate(password: string): string[];
  /** The weakPassword refusal's parameters, or null when the password passes the policy. */
  weakness(password: string): RefusalParams<'weakPassword'> | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

/** OWASP's first argon2id setting (19 MiB, 2 passes, 1 lane); `algorithm` 2 is Argon2id in the enum. */
export const argon2idOptions = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function createPasswords(policy: PasswordPolicy = defaultPasswordPolicy): Passwords {
  // A real hash of a password no one knows, so verifyNothing does the same work as a verify.
  let dummyHash: Promise<string> | undefined;
  const verify = async (hash: string, password: string) => {
    try {
      return await argon2Verify(hash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => argon2Hash(password, argon2idOptions),
    verify,
    async verifyNothing(password) {
      dummyHash ??= argon2Hash('no account has this password', argon2idOptions);
      await verify(await dummyHash, password);
      return false;
    },
    policy: {
      requireDigit: policy.requireDigit,
      requiredLength: policy.requiredLength,
      requireNonAlphanumeric: policy.requireNonAlphanumeric,
      requireUppercase: policy.requireUppercase,
      requireLowercase: policy.requireLowercase,
      requiredUniqueChars: policy.requiredUniqueChars,
    },
    validate: (password) => passwordProblems(password, policy),
    weakness: (password) => weakPasswordParams(password, policy),
  };
}

interface PasswordsPluginOptions {
  policy?: PasswordPolicy;
}

export default fp<PasswordsPluginOptions>(
  async (fastify, { policy }) => {
    fastify.decorate('passwords', createPasswords(policy));
  },
  { name: 'passwords' },
);
