import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { StateGraph, StateGraphEdge, StateGraphNode } from './state-graph.ts';

// StateGraph → ELK → absolute boxes and polylines for the SVG. Every state node is an ELK node (the
// machine's root too, under a synthetic graph root: ELK cannot use its own root as an edge end), every
// edge sits in the lowest node holding both ends, and each compound
// state gets an initial marker (a dot with an edge to its initial child). Coordinates come back
// absolute (elk.json.*Coords = ROOT), so drawing needs no parent offsets.

export interface Point {
  x: number;
  y: number;
}
export interface Box extends Point {
  width: number;
  height: number;
}

export interface PlacedNode extends Box {
  node: StateGraphNode;
  /** Lines under the name: invokes and tags. */
  details: string[];
  compound: boolean;
}
export interface PlacedEdge {
  edge: StateGraphEdge;
  points: Point[];
  labelBox: Box | null;
}
interface PlacedInitial {
  parentId: string;
  targetId: string;
  dot: Box;
  points: Point[];
}
export interface Layout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  initials: PlacedInitial[];
}

const GRAPH_ROOT = '__graph__';
/** Monospace 12px: the SVG draws labels in a monospace font so this estimate holds. */
const CHAR_WIDTH = 7.3;
export const LINE_HEIGHT = 16;
const TITLE_HEIGHT = 26;

const initialId = (parentId: string) => `${parentId}::initial`;

function detailsOf(node: StateGraphNode): string[] {
  return [
    ...node.invokes.map((invoke) => `invoke ${invoke.id}`),
    ...(node.tags.length > 0 ? [`tags: ${node.tags.join(', ')}`] : []),
  ];
}

const textWidth = (lines: string[]) => Math.max(0, ...lines.map((line) => line.length)) * CHAR_WIDTH;

/** The lowest state holding both ends (a self-loop: the parent), or the synthetic graph root. */
function containerOf(sourceId: string, targetId: string, parents: Map<string, string | null>): string {
  if (sourceId === targetId) return parents.get(sourceId) ?? GRAPH_ROOT;
  const up = new Set<string>();
  for (let id: string | null | undefined = sourceId; id; id = parents.get(id)) up.add(id);
  for (let id: string | null | undefined = targetId; id; id = parents.get(id)) if (up.has(id)) return id;
  return GRAPH_ROOT;
}

function toElk(graph: StateGraph): ElkNode {
  const parents = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  const children = new Map<string, StateGraphNode[]>();
  for (const node of graph.nodes) {
    const key = node.parentId ?? GRAPH_ROOT;
    children.set(key, [...(children.get(key) ?? []), node]);
  }
  const edges = new Map<string, ElkExtendedEdge[]>();
  const addEdge = (container: string, edge: ElkExtendedEdge) =>
    edges.set(container, [...(edges.get(container) ?? []), edge]);
  for (const edge of graph.edges) {
    const width = textWidth(edge.label) + 8;
    addEdge(containerOf(edge.sourceId, edge.targetId, parents), {
      id: edge.id,
      sources: [edge.sourceId],
      targets: [edge.targetId],
      labels: [
        {
          id: `${edge.id}::label`,
          text: edge.label.join('\n'),
          width,
          height: edge.label.length * LINE_HEIGHT,
        },
      ],
    });
  }
  for (const node of graph.nodes) {
    if (node.initialId)
      addEdge(node.id, {
        id: `${initialId(node.id)}->`,
        sources: [initialId(node.id)],
        targets: [node.initialId],
      });
  }

  const build = (node: StateGraphNode): ElkNode => {
    const kids = children.get(node.id) ?? [];
    const details = detailsOf(node);
    if (kids.length === 0) {
      return {
        id: node.id,
        width: Math.max(90, textWidth([node.key, ...details]) + 24),
        height: TITLE_HEIGHT + 8 + details.length * LINE_HEIGHT,
      };
    }
    const top = TITLE_HEIGHT + 8 + details.length * LINE_HEIGHT;
    const marker: ElkNode[] = node.initialId ? [{ id: initialId(node.id), width: 12, height: 12 }] : [];
    return {
      id: node.id,
      layoutOptions: { 'elk.padding': `[top=${top},left=16,bottom=16,right=16]` },
      children: [...marker, ...kids.map(build)],
      edges: edges.get(node.id) ?? [],
    };
  };
  return {
    id: GRAPH_ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.spacing.nodeNodeBetweenLayers': '50',
      'elk.spacing.nodeNode': '30',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
    },
    children: (children.get(GRAPH_ROOT) ?? []).map(build),
    edges: edges.get(GRAPH_ROOT) ?? [],
  };
}

function flatten(node: ElkNode): ElkNode[] {
  return [node, ...(node.children ?? []).flatMap(flatten)];
}

function pointsOf(edge: ElkExtendedEdge): Point[] {
  return (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
}

const boxOf = (shape: { x?: number; y?: number; width?: number; height?: number }): Box => ({
  x: shape.x ?? 0,
  y: shape.y ?? 0,
  width: shape.width ?? 0,
  height: shape.height ?? 0,
});

let elk: InstanceType<typeof ELK> | null = null;

export async function layoutStateGraph(graph: StateGraph): Promise<Layout> {
  elk ??= new ELK();
  const laid = await elk.layout(toElk(graph));
  const shapes = new Map(flatten(laid).map((node) => [node.id, node]));
  const elkEdges = new Map(
    flatten(laid).flatMap((node) => (node.edges ?? []).map((edge) => [edge.id, edge])),
  );
  const nodes = graph.nodes.map((node): PlacedNode => {
    const shape = shapes.get(node.id);
    if (!shape) throw new Error(`ELK did not place the state ${node.id}.`);
    return { ...boxOf(shape), node, details: detailsOf(node), compound: (shape.children ?? []).length > 0 };
  });
  const edges = graph.edges.map((edge): PlacedEdge => {
    const placed = elkEdges.get(edge.id);
    if (!placed) throw new Error(`ELK did not route the transition ${edge.id}.`);
    const label = placed.labels?.[0];
    return { edge, points: pointsOf(placed), labelBox: label ? boxOf(label) : null };
  });
  const initials = graph.nodes.flatMap((node): PlacedInitial[] => {
    const dot = shapes.get(initialId(node.id));
    const edge = elkEdges.get(`${initialId(node.id)}->`);
    if (!node.initialId || !dot || !edge) return [];
    return [{ parentId: node.id, targetId: node.initialId, dot: boxOf(dot), points: pointsOf(edge) }];
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges, initials };
}
