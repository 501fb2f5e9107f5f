import { describe, expect, it } from 'vitest';
import {
  importCycles,
  layeringViolations,
  readImportGraph,
  type ImportGraph,
} from '#scripts/import-graph.ts';

function graphOf(edges: Record<string, string[]>): ImportGraph {
  const files = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])];
  return { files, imports: new Map(files.map((file) => [file, edges[file] ?? []])) };
}

describe('the import graph checker', () => {
  it('finds a circle of imports, type-only ones included, and nothing in a tree', () => {
    const circle = graphOf({
      'core/a.ts': ['core/b.ts'],
      'core/b.ts': ['core/c.ts'],
      'core/c.ts': ['core/a.ts'],
    });
    expect(importCycles(circle)).toEqual([['core/a.ts', 'core/b.ts', 'core/c.ts']]);
    const tree = graphOf({ 'core/a.ts': ['core/b.ts', 'core/c.ts'], 'core/b.ts': ['core/c.ts'] });
    expect(importCycles(tree)).toEqual([]);
  });

  it('names each import that points up or sideways', () => {
    const found = layeringViolations(
      graphOf({
        'src/features/play/WeekView.tsx': [
          'src/features/landing/PickForm.tsx',
          'src/app/router.tsx',
          'src/lib/format.ts',
        ],
        'src/components/ErrorNotice.tsx': ['src/features/play/play-texts.ts'],
        'server/modules/picks/save-week.ts': [
          'server/modules/credits/store.ts',
          'server/modules/credits/index.ts',
        ],
        'server/jobs/scheduler.ts': ['server/modules/settlement/job.ts'],
        'core/game/rules.ts': ['server/clock.ts'],
      }),
    );
    expect(found).toEqual({
      'feature -> another feature': ['src/features/play/WeekView.tsx -> src/features/landing/PickForm.tsx'],
      'feature -> app': ['src/features/play/WeekView.tsx -> src/app/router.tsx'],
      'lower src layer -> feature or app': [
        'src/components/ErrorNotice.tsx -> src/features/play/play-texts.ts',
      ],
      "module -> another module's internals": [
        'server/modules/picks/save-week.ts -> server/modules/credits/store.ts',
      ],
      'infrastructure -> module': ['server/jobs/scheduler.ts -> server/modules/settlement/job.ts'],
      'core -> anything outside core': ['core/game/rules.ts -> server/clock.ts'],
    });
  });
});

describe('the project (static, dynamic and type-only imports of every non-test file)', () => {
  const graph = readImportGraph();

  it('reads the whole tree', () => {
    expect(graph.files.length).toBeGreaterThan(400);
    expect(graph.imports.get('server/main.ts')).toContain('server/app.ts');
  });

  it('has no file in an import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('imports only down the layers of docs/architecture.md', () => {
    const found = layeringViolations(graph);
    for (const violations of Object.values(found)) expect(violations).toEqual([]);
  });
});
