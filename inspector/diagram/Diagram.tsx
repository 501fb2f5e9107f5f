import { useEffect, useId, useMemo, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds } from '../graph/active.ts';
import {
  LINE_HEIGHT,
  type Box,
  type Layout,
  type PlacedEdge,
  type PlacedNode,
  type Point,
} from '../graph/layout.ts';
import { layoutOf } from './layout-cache.ts';
import { usePanZoom } from './use-pan-zoom.ts';

// The statechart: states as boxes (compound ones holding their children, parallel ones dashed, final
// ones doubled), initial markers, and transitions as ELK-routed arrows labelled with their trigger and
// guard. The current state is highlighted; a just-taken transition can be too.

export interface DiagramProps {
  machine: AnyStateMachine;
  /** The state value to highlight (null: none). */
  value?: unknown;
  /** The transition just taken: its event, from the previous value. */
  taken?: { eventType: string; from: unknown } | null;
}

/** The box around the given states (the current leaves), or null. */
function boundsOf(boxes: Box[]): Box | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

const pathOf = (points: Point[]) => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');

function tooltip(placed: PlacedNode): string {
  const { node } = placed;
  return [
    node.id,
    node.description,
    node.entry.length ? `entry: ${node.entry.join(', ')}` : null,
    node.exit.length ? `exit: ${node.exit.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function StateBox({ placed, active }: { placed: PlacedNode; active: boolean }) {
  const { node, x, y, width, height, details } = placed;
  const classes = [
    'state',
    `state-${node.type}`,
    placed.compound ? 'state-compound' : '',
    active ? 'active' : '',
  ];
  return (
    <g className={classes.join(' ')} data-state-id={node.id} data-active={active ? 'true' : 'false'}>
      <title>{tooltip(placed)}</title>
      <rect x={x} y={y} width={width} height={height} rx={8} />
      {node.type === 'final' && <rect x={x + 3} y={y + 3} width={width - 6} height={height - 6} rx={6} />}
      <text x={x + 10} y={y + 18} className="state-name">
        {node.parentId === null ? `#${node.id}` : node.key}
      </text>
      {details.map((line, i) => (
        <text key={line} x={x + 10} y={y + 18 + LINE_HEIGHT * (i + 1)} className="state-detail">
          {line}
        </text>
      ))}
    </g>
  );
}

function EdgeView({ placed, marker, taken }: { placed: PlacedEdge; marker: string; taken: boolean }) {
  const { edge, points, labelBox } = placed;
  const classes = ['edge', `edge-${edge.kind}`, taken ? 'taken' : ''];
  return (
    <g className={classes.join(' ')} data-edge-id={edge.id}>
      <title>
        {[
          edge.label.join(' '),
          edge.actions.length ? `actions: ${edge.actions.join(', ')}` : null,
          edge.reenter ? 'reenters' : null,
        ]
          .filter(Boolean)
          .join('\n')}
      </title>
      <path d={pathOf(points)} markerEnd={`url(#${marker})`} />
      {labelBox && (
        <g className="edge-label">
          <rect x={labelBox.x} y={labelBox.y} width={labelBox.width} height={labelBox.height} rx={3} />
          {edge.label.map((line, i) => (
            <text key={line} x={labelBox.x + 4} y={labelBox.y + 12 + i * LINE_HEIGHT}>
              {line}
            </text>
          ))}
        </g>
      )}
    </g>
  );
}

export function Diagram({ machine, value = null, taken = null }: DiagramProps) {
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; layout: Layout } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    layoutOf(machine).then(
      (result) => current && setLayout({ machine, layout: result }),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [machine]);
  const laid = layout?.machine === machine ? layout.layout : null;
  const size = useMemo(() => (laid ? { width: laid.width, height: laid.height } : null), [laid]);
  const active = useMemo(
    () => (value === null ? new Set<string>() : activeStateIds(machine, value)),
    [machine, value],
  );
  const focus = useMemo(
    () => (laid ? boundsOf(laid.nodes.filter((p) => !p.compound && active.has(p.node.id))) : null),
    [laid, active],
  );
  const { svgRef, transform, handlers, fit, focusCurrent, zoomIn, zoomOut } = usePanZoom(size, focus);
  const marker = `arrow-${useId().replace(/:/g, '')}`;
  const from = taken ? taken.from : null;
  const before = useMemo(
    () => (from === null ? new Set<string>() : activeStateIds(machine, from)),
    [machine, from],
  );

  if (failure) return <p className="error">Layout failed: {failure}</p>;
  return (
    <div className="diagram">
      <div className="diagram-tools">
        <button type="button" onClick={fit}>
          Fit
        </button>
        {focus && (
          <button type="button" onClick={focusCurrent}>
            Current state
          </button>
        )}
        <button type="button" onClick={zoomIn} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={zoomOut} aria-label="Zoom out">
          −
        </button>
        {!laid && <span className="muted">Laying out…</span>}
      </div>
      <svg ref={svgRef} role="img" aria-label={`Statechart of ${machine.id}`} {...handlers}>
        <defs>
          <marker
            id={marker}
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {laid && (
          <g transform={transform}>
            {laid.nodes.map((placed) => (
              <StateBox key={placed.node.id} placed={placed} active={active.has(placed.node.id)} />
            ))}
            {laid.initials.map((initial) => (
              <g key={initial.parentId} className="initial">
                <circle cx={initial.dot.x + 6} cy={initial.dot.y + 6} r={5} />
                <path d={pathOf(initial.points)} markerEnd={`url(#${marker})`} />
              </g>
            ))}
            {laid.edges.map((placed) => (
              <EdgeView
                key={placed.edge.id}
                placed={placed}
                marker={marker}
                taken={Boolean(
                  taken &&
                  placed.edge.eventType === taken.eventType &&
                  before.has(placed.edge.sourceId) &&
                  active.has(placed.edge.targetId),
                )}
              />
            ))}
          </g>
        )}
      </svg>
    </div>
  );
}
