import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'tests/unit/**/*.test.ts',
              'tests/machines/**/*.test.ts',
              'tests/inspector/**/*.test.ts',
              'tests/paths/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'component',
            environment: 'jsdom',
            include: ['tests/components/**/*.test.tsx'],
            setupFiles: ['tests/test-utils/setup-dom.ts'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['tests/server/**/*.test.ts'],
            // Each file boots its own in-memory PGlite; a few at a time keeps memory sane on 2 cores.
            maxWorkers: 2,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
