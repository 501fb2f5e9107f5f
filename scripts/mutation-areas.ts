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

export const mutationAreas = {
  rules: {
    mutate: ['core/game/**/*.ts'],
    tests: { node: ['tests/server/game/**/*.test.ts', 'tests/unit/core/**/*.test.ts'], jsdom: [] },
    target: 95,
  },
  machines: {
    mutate: ['machines/*.machine.ts'],
    tests: { node: ['tests/machines/**/*.test.ts'], jsdom: ['tests/components/**/*.test.tsx'] },
    target: 90,
    perFile: 85,
  },
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
