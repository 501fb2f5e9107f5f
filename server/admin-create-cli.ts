// `npm run admin:create -- --email a@b.c --display-name X`: creates an Administrator. The password comes
// from ADMIN_PASSWORD or is asked for (twice, not echoed), and must pass the password policy. The new
// administrator sets up two-factor authentication at first sign-in (ConfigureTFA).
// On PGlite, stop the server first: the data directory is locked while it runs.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { adminPasswordFrom, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createPasswords } from './identity/passwords.ts';
import { createUsersRepository, normalizeEmail } from './identity/users.ts';

const usage = 'Usage: npm run admin:create -- --email <address> --display-name <name>';

/** Reads a line without echoing it (the terminal shows nothing while the password is typed). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('Set ADMIN_PASSWORD, or run this in a terminal to type the password.'));
      return;
    }
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = prompt as unknown as { _writeToOutput(text: string): void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) process.stdout.write(text);
    };
    prompt.question(question, (answer) => {
      process.stdout.write('\n');
      prompt.close();
      resolve(answer);
    });
    asked = true;
  });
}

async function passwordFromPrompt(): Promise<string> {
  const first = await askHidden('Password: ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new Error('The passwords must match.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'display-name': { type: 'string' } },
    strict: true,
  });
  const email = values.email?.trim();
  const displayName = values['display-name']?.trim();
  if (!email || !displayName) throw new Error(usage);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Invalid email format.');

  const config = loadConfig(process.env);
  const password = adminPasswordFrom(process.env) ?? (await passwordFromPrompt());
  const passwords = createPasswords();
  const problems = passwords.validate(password);
  if (problems.length > 0) throw new Error(`The password was refused:\n  - ${problems.join('\n  - ')}`);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  try {
    const users = createUsersRepository(database.db);
    const address = normalizeEmail(email);
    if (await users.findByEmail(address))
      throw new Error(`An account with the address ${address} already exists.`);
    const user = await users.create({
      userName: address,
      email: address,
      emailConfirmed: true,
      displayName,
      role: 'Administrator',
      passwordHash: await passwords.hash(password),
    });
    console.log(`Administrator ${address} created (id ${user.id}) in ${database.location}.`);
    console.log('At the first sign-in they will be asked to set up two-factor authentication.');
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
