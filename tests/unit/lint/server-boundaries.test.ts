import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const boundariesModule = pathToFileURL(join(root, 'eslint/server-boundaries.js')).href;
const { default: serverBoundaries } = (await import(boundariesModule)) as { default: Linter.Config[] };

// The repository's config, with the server boundaries laid over it (a no-op once eslint.config.js spreads
// them).
const eslint = new ESLint({ cwd: root, overrideConfig: serverBoundaries });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the server/ boundaries (eslint/server-boundaries.js)', () => {
  it("refuses a module importing another module's internals", async () => {
    const errors = await boundaryErrors(
      'server/modules/picks/x.ts',
      "import { toCreditDto } from '#server/modules/credits/store.ts';\nexport const dto = toCreditDto;\n",
    );
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it('refuses infrastructure importing a module, even its index', async () => {
    const errors = await boundaryErrors(
      'server/jobs/x.ts',
      "import { settlementJobs } from '#server/modules/settlement/index.ts';\nexport const jobs = settlementJobs;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports a module')]);
  });

  it('keeps the base rule: the server never imports src/', async () => {
    const errors = await boundaryErrors(
      'server/http/x.ts',
      "import { theme } from '#src/app/theme.ts';\nexport const appTheme = theme;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports src/')]);
  });

  it("lets a module use its own files, another module's index and the infrastructure", async () => {
    const errors = await boundaryErrors(
      'server/modules/picks/x.ts',
      [
        "import { creditsRedeemedFor } from '#server/modules/credits/index.ts';",
        "import { HttpError } from '#server/http/http-error.ts';",
        "import { lockPlayer } from './week-store.ts';",
        'export const used = [creditsRedeemedFor, HttpError, lockPlayer];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
