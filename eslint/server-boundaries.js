// @ts-check
// The server's layers (issue #16), said in lint so they cannot drift: main -> app -> modules/<service>/ ->
// infrastructure (plugins, jobs, identity, providers, http, db, feeds) -> core. A module uses another
// module only through its public index.ts; infrastructure never imports a module (modules register their
// jobs with the scheduler, server/app.ts composes them).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const modulesFolder = fileURLToPath(new URL('../server/modules', import.meta.url));

/** Every module folder, read when the config loads: a new module is fenced in without editing this file. */
const modules = readdirSync(modulesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The server's infrastructure: the layers under the modules. */
const infrastructure = [
  './server/plugins',
  './server/jobs',
  './server/identity',
  './server/providers',
  './server/http',
  './server/db',
  './server/feeds',
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    files: ['server/**/*.ts'],
    rules: {
      // This setting replaces the base config's for server files, so it repeats the server's zones there.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: './src', message: 'server/ never imports src/.' },
            { target: './server', from: './machines', message: 'server/ never imports machines/.' },
            ...modules.map((module) => ({
              target: `./server/modules/${module}`,
              from: './server/modules',
              except: [
                `./${module}`,
                ...modules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
              ],
              message: `server/modules/${module} may use another module only through its index.ts (#server/modules/<other>/index.ts).`,
            })),
            ...infrastructure.map((layer) => ({
              target: layer,
              from: './server/modules',
              message: `${layer.slice(2)} is infrastructure: it never imports a module (modules register with it; server/app.ts composes them).`,
            })),
          ],
        },
      ],
    },
  },
];
