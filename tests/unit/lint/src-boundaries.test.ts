import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const boundariesModule = pathToFileURL(join(root, 'eslint/src-boundaries.js')).href;
const { default: srcBoundaries } = (await import(boundariesModule)) as { default: Linter.Config[] };

// The repository's config, with the src boundaries laid over it (a no-op once eslint.config.js spreads them).
const eslint = new ESLint({ cwd: root, overrideConfig: srcBoundaries });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the src/ boundaries (eslint/src-boundaries.js)', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/play/x.ts',
      "import { LandingPage } from '#src/features/landing/LandingPage.tsx';\nexport const page = LandingPage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('may not import another feature')]);
  });

  it('refuses a feature importing src/app', async () => {
    const errors = await boundaryErrors(
      'src/features/play/x.ts',
      "import { theme } from '#src/app/theme.ts';\nexport const appTheme = theme;\n",
    );
    expect(errors).toEqual([expect.stringContaining('never imports src/app')]);
  });

  it('refuses the shared layers importing a feature', async () => {
    const errors = await boundaryErrors(
      'src/lib/x.ts',
      "import type { PlayWeek } from '#src/features/play/use-play-week.ts';\nexport type Week = PlayWeek;\n",
    );
    expect(errors).toEqual([expect.stringContaining('may not import one')]);
  });

  it('lets a feature use its own modules and the shared layers', async () => {
    const errors = await boundaryErrors(
      'src/features/play/x.ts',
      [
        "import { statusColour } from '#src/styles/status-colour.ts';",
        "import { ErrorNotice } from '#src/components/ErrorNotice.tsx';",
        "import { useAuth } from '#src/lib/session/use-auth.ts';",
        "import { isOutright } from './play-model.ts';",
        'export const used = [statusColour, ErrorNotice, useAuth, isOutright];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
