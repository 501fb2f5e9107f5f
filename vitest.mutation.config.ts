// The tests Stryker runs for one mutation area (MUTATION_AREA, set by scripts/mutation.ts; all areas when
// unset): only those that
// judge the area's code (scripts/mutation-areas.ts), so that each mutant runs against the tests that cover
// it and the first full run stays within minutes.
import { defineConfig, mergeConfig } from 'vitest/config';
import { mutationAreaOf } from './scripts/mutation-areas.ts';
import viteConfig from './vite.config.ts';

const { tests } = mutationAreaOf(process.env.MUTATION_AREA);

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        ...(tests.node.length > 0
          ? [
              {
                extends: true,
                test: {
                  name: 'node',
                  environment: 'node',
                  include: tests.node,
                  testTimeout: 30_000,
                  hookTimeout: 60_000,
                },
              },
            ]
          : []),
        ...(tests.jsdom.length > 0
          ? [
              {
                extends: true,
                test: {
                  name: 'jsdom',
                  environment: 'jsdom',
                  include: tests.jsdom,
                  // It moves the time zone by assigning process.env.TZ, which Node honours per process:
                  // Stryker's runner shares one among its tests, so the zone does not move there. It judges
                  // the landing's date format, no area's code.
                  exclude: ['tests/components/landing/match-display.test.tsx'],
                  setupFiles: ['tests/test-utils/setup-dom.ts'],
                },
              },
            ]
          : []),
      ],
    },
  }),
);
