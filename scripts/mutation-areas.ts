// The areas mutation testing scores (issue #19; CONTRIBUTING.md "Mutation testing"): the code Stryker
// mutates, the tests that judge it, and the score each area must reach. One table for the Stryker
// configuration (stryker.config.mjs), the tests it runs (vitest.mutation.config.ts) and the summary
// (scripts/mutation.ts).

export interface MutationArea {
  /** Globs of the code whose mutants count for this area. */
  mutate: string[];
  /** The test files that judge them, by the environment they run in. */
  tests: { node: string[]; jsdom: string[] };
  /** The lowest mutation score (killed / valid mutants, %) the area may have. */
  target: number;
  /** The lowest score for any one file of the area, where the issue sets one. */
  perFile?: number;
}

/**
 * The state machines, one area each (`machine-<name>`): its own spec table, model replays and scenarios
 * judge it. A machine is defined at module level, so Stryker cannot tell which test reaches which mutant
 * ("static" mutants run every test of the area): one area for all machines ran each of 1,558 mutants
 * against every machine's tests (over 5 hours; 7 with the component tests); one machine against its own
 * tests is minutes. `machines` is their sum, against its own target.
 */
const machineNames = [
  'admin-session',
  'auth',
  'checkout',
  'cookie-consent',
  'guest-status',
  'join-league',
  'link-account',
  'pick-slip',
  'redeem-bundle',
  'session-timeout',
  'token-refresh',
  'two-factor',
] as const;

type MachineAreaName = `machine-${(typeof machineNames)[number]}`;

const machineAreas = {} as Record<MachineAreaName, MutationArea>;
for (const name of machineNames) {
  machineAreas[`machine-${name}`] = {
    mutate: [`machines/${name}.machine.ts`],
    // `auth` also has its scenarios; the session wiring's table judges auth's and token-refresh's effects.
    tests: {
      node: [
        `tests/machines/${name}.*.test.ts`,
        `tests/machines/${name}-*.test.ts`,
        ...(name === 'auth' || name === 'token-refresh' ? ['tests/machines/wiring.spec-table.test.ts'] : []),
      ],
      jsdom: [],
    },
    target: 85,
  };
}

export const mutationAreas = {
  rules: {
    mutate: ['core/game/**/*.ts'],
    tests: { node: ['tests/server/game/**/*.test.ts', 'tests/unit/core/**/*.test.ts'], jsdom: [] },
    target: 95,
  },
  ...machineAreas,
  validation: {
    mutate: ['src/lib/validation/*.ts'],
    tests: { node: ['tests/unit/lib/validation/**/*.test.ts'], jsdom: [] },
    target: 95,
  },
  save: {
    mutate: ['server/modules/picks/save-week.ts'],
    tests: { node: ['tests/server/picks/**/*.test.ts', 'tests/server/credits/**/*.test.ts'], jsdom: [] },
    target: 90,
  },
} satisfies Record<string, MutationArea>;

/** Areas scored as the sum of others: `machines` is every `machine-<name>` area, at 90%. */
export const mutationGroups = {
  machines: { areas: machineNames.map((name): MachineAreaName => `machine-${name}`), target: 90 },
};

export type MutationAreaName = keyof typeof mutationAreas;

export function isMutationArea(name: string | undefined): name is MutationAreaName {
  return name !== undefined && Object.hasOwn(mutationAreas, name);
}

/** One area, or all of them at once when none is named (a plain `npx stryker run`). */
export function mutationAreaOf(name: string | undefined): MutationArea & { name: string } {
  if (isMutationArea(name)) return { name, ...mutationAreas[name] };
  if (name !== undefined && name !== '') {
    throw new Error(`MUTATION_AREA must be one of ${Object.keys(mutationAreas).join(', ')}`);
  }
  const areas: MutationArea[] = Object.values(mutationAreas);
  return {
    name: 'all',
    mutate: areas.flatMap((area) => area.mutate),
    tests: {
      node: areas.flatMap((area) => area.tests.node),
      jsdom: areas.flatMap((area) => area.tests.jsdom),
    },
    target: Math.max(...areas.map((area) => area.target)),
  };
}
