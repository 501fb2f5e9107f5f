import { describe, expect, it } from 'vitest';
import { discovery } from '../../inspector/machines.ts';
import { layoutStateGraph } from '../../inspector/graph/layout.ts';
import { toStateGraph } from '../../inspector/graph/state-graph.ts';

// ELK places every state and routes every transition; children sit inside their parents.

describe.each(discovery.machines.map((item) => [item.name, item.machine] as const))(
  'the %s layout',
  (_name, machine) => {
    it('places every state inside its parent and routes every transition', async () => {
      const graph = toStateGraph(machine);
      const layout = await layoutStateGraph(graph);
      const boxes = new Map(layout.nodes.map((placed) => [placed.node.id, placed]));
      expect([...boxes.keys()].sort()).toEqual(graph.nodes.map((node) => node.id).sort());
      for (const placed of layout.nodes) {
        expect(placed.width, placed.node.id).toBeGreaterThan(0);
        const parent = placed.node.parentId ? boxes.get(placed.node.parentId) : undefined;
        if (!parent) continue;
        expect(placed.x, placed.node.id).toBeGreaterThanOrEqual(parent.x);
        expect(placed.y, placed.node.id).toBeGreaterThanOrEqual(parent.y);
        expect(placed.x + placed.width, placed.node.id).toBeLessThanOrEqual(parent.x + parent.width);
        expect(placed.y + placed.height, placed.node.id).toBeLessThanOrEqual(parent.y + parent.height);
      }
      expect(layout.edges).toHaveLength(graph.edges.length);
      for (const placed of layout.edges)
        expect(placed.points.length, placed.edge.id).toBeGreaterThanOrEqual(2);
      expect(layout.initials.map((initial) => initial.targetId).sort()).toEqual(
        graph.nodes.flatMap((node) => (node.initialId ? [node.initialId] : [])).sort(),
      );
    });
  },
);
