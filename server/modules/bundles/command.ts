// What `npm run admin:bundle` does (server/bundle-cli.ts), apart from opening the database: `list` prints
// the bundles; `create <code> [options]` makes one with the same checks as the admin route.
import { parseArgs } from 'node:util';
import type { BundleDto } from '#core/contract/bundles.ts';
import { refusalMessage } from '#core/refusals.ts';
import type { Database } from '#server/db/client.ts';
import { CommandError } from '#server/modules/settlement/index.ts';
import { createBundleRequestSchema } from './schemas.ts';
import { createBundle, listBundles } from './store.ts';

const bundleUsage =
  'Usage: npm run admin:bundle -- list\n' +
  '       npm run admin:bundle -- create <CODE> [--bonus-points N] [--multipliers N] [--extra-predictions N]\n' +
  '                                             [--premium-days N] [--limit N] [--expires <ISO date-time>]\n' +
  '  CODE: 4 to 32 letters, digits or dashes (kept in upper case). A bundle grants at least one credit or\n' +
  '  premium day; --limit caps its redemptions; --expires ends it (e.g. 2026-12-31T23:59:59Z).';

const numberOptions = {
  'bonus-points': 'bonusPoints',
  multipliers: 'multipliers',
  'extra-predictions': 'extraPredictions',
  'premium-days': 'premiumDays',
  limit: 'maxRedemptions',
} as const;

function describe(bundle: BundleDto): string {
  const grants = [
    bundle.bonusPoints > 0 && `${bundle.bonusPoints} bonus points`,
    bundle.multipliers > 0 && `${bundle.multipliers} multipliers`,
    bundle.extraPredictions > 0 && `${bundle.extraPredictions} extra predictions`,
    bundle.premiumDays > 0 && `${bundle.premiumDays} premium days`,
  ].filter(Boolean);
  const limit = bundle.maxRedemptions === null ? 'no limit' : `limit ${bundle.maxRedemptions}`;
  const expiry = bundle.expiresAt === null ? 'never expires' : `expires ${bundle.expiresAt}`;
  return `${bundle.code}: ${grants.join(', ')}; redeemed ${bundle.redemptionCount} times, ${limit}, ${expiry}`;
}

function integerOption(name: string, text: string): number {
  if (!/^\d+$/u.test(text)) throw new CommandError(`--${name} must be a whole number, got "${text}".`);
  return Number(text);
}

function parse(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        'bonus-points': { type: 'string' },
        multipliers: { type: 'string' },
        'extra-predictions': { type: 'string' },
        'premium-days': { type: 'string' },
        limit: { type: 'string' },
        expires: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CommandError(`${error instanceof Error ? error.message : String(error)}\n${bundleUsage}`);
  }
}

/** Runs the command and answers the lines to print. */
export async function bundleCommand(db: Database, args: readonly string[], now: Date): Promise<string[]> {
  const { positionals, values } = parse(args);
  const [action, code, ...rest] = positionals;
  if (action === 'list' && code === undefined && Object.keys(values).length === 0) {
    const bundles = await listBundles(db);
    return bundles.length === 0 ? ['No bundles yet.'] : bundles.map(describe);
  }
  if (action !== 'create' || code === undefined || rest.length > 0) throw new CommandError(bundleUsage);
  const request: Record<string, unknown> = { code };
  for (const [name, field] of Object.entries(numberOptions)) {
    const text = values[name as keyof typeof numberOptions];
    if (typeof text === 'string') request[field] = integerOption(name, text);
  }
  if (typeof values.expires === 'string') request.expiresAt = values.expires;
  const checked = createBundleRequestSchema.safeParse(request);
  if (!checked.success) {
    throw new CommandError(
      checked.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n'),
    );
  }
  const made = await createBundle(db, checked.data, now, null);
  if ('refusal' in made) {
    throw new CommandError(refusalMessage(made.refusal.code, made.refusal.params as never));
  }
  return [`Made bundle ${describe(made.bundle)}`];
}
