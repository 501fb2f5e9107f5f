// Stryker for one mutation area at a time (MUTATION_AREA, set by `npm run test:mutation`; all areas at once
// when unset): the vitest runner with per-test coverage, so each mutant runs only the tests that reach it, and
// incremental, so a re-run after a change tests only the mutants of changed code or changed tests.
import { mutationAreaOf } from './scripts/mutation-areas.ts';

const area = mutationAreaOf(process.env.MUTATION_AREA);

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: area.mutate,
  incremental: true,
  incrementalFile: `reports/mutation/${area.name}.incremental.json`,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${area.name}.html` },
  jsonReporter: { fileName: `reports/mutation/${area.name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
