// The JWT secret when JWT_SECRET is not set: made once and kept in DATA_DIR, so a restart signs no one out.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, type Config, type ServerConfig } from './config.ts';
import { minimumJwtSecretLength } from './environment-schema.ts';

export const jwtSecretFileName = 'jwt-secret';

/**
 * The JWT secret kept in DATA_DIR/jwt-secret, created on first boot. Keeping it means a restart does not
 * sign every player out. Readable by the owner only.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, jwtSecretFileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' is O_EXCL: when two processes boot at once, one writes and both then read the same secret.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minimumJwtSecretLength) {
    throw new ConfigError([
      `JWT_SECRET: the kept secret in ${file} has ${secret.length} characters, expected at least ${minimumJwtSecretLength}; delete the file to generate a new one`,
    ]);
  }
  return secret;
}

/** The configuration with its JWT secret: JWT_SECRET when set, else the one kept in DATA_DIR. */
export function withJwtSecret(config: Config): ServerConfig {
  return { ...config, jwtSecret: config.jwtSecret ?? loadOrCreateJwtSecret(config.dataDir) };
}
