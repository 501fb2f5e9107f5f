// Stryker for one mutation area at a time (MUTATION_AREA; run through `npm run test:mutation`, which sets
// it): the vitest runner with per-test coverage, so each mutant runs only the tests that reach it, and
// incremental, so a re-run after a change tests only the mutants of changed code or changed tests.
import { isMutationArea, mutationAreas } from './scripts/mutation-areas.ts';

const area = process.env.MUTATION_AREA;
if (!isMutationArea(area)) throw new Error('Run mutation testing through `npm run test:mutation`.');

export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: mutationAreas[area].mutate,
  incremental: true,
  incrementalFile: `reports/mutation/${area}.incremental.json`,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${area}.html` },
  jsonReporter: { fileName: `reports/mutation/${area}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
