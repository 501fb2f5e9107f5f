// @ts-check
// The SPA's layers (issue #16), said in lint so they cannot drift: src/app composes src/features; a
// feature uses src/components, src/hooks, src/lib, src/api and the core, never src/app and never another
// feature (what two features share moves down); the shared layers below never import a feature or app.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const featuresFolder = fileURLToPath(new URL('../src/features', import.meta.url));

/** Every feature folder, read when the config loads: a new feature is fenced in without editing this file. */
const features = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The shared layers under the features. */
const sharedLayers = [
  './src/components',
  './src/hooks',
  './src/lib',
  './src/api',
  './src/styles',
  './src/config',
  './src/i18n',
  './src/analytics',
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/features',
              from: './src/app',
              message:
                'A feature never imports src/app: move what it needs down (src/lib, src/hooks, src/components).',
            },
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: `src/features/${feature} may not import another feature: what two features share moves down to src/components, src/hooks or src/lib.`,
            })),
            ...sharedLayers.flatMap((layer) => [
              {
                target: layer,
                from: './src/features',
                message: `${layer.slice(2)} is shared by the features: it may not import one.`,
              },
              {
                target: layer,
                from: './src/app',
                message: `${layer.slice(2)} is below src/app: it may not import it.`,
              },
            ]),
            {
              target: './src/api',
              from: './src/components',
              message: 'src/api talks to the server; it imports no React components.',
            },
          ],
        },
      ],
    },
  },
];
