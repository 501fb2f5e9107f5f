import { Badge, type MantineBreakpoint } from '@mantine/core';
import type { BadgeSport } from './header-sports.ts';

interface SportBadgeProps {
  sport: BadgeSport;
  onClick(sport: BadgeSport): void;
  /** Shown from this breakpoint up only. */
  visibleFrom?: MantineBreakpoint;
  /** The phone's row: the name as written (not in capitals), so that the three fit on 390 px. */
  compact?: boolean;
}

/** A sport's logo badge in its own colours; light badges get a border to stand out on white. */
export function SportBadge({ sport, onClick, visibleFrom, compact = false }: SportBadgeProps) {
  return (
    <Badge
      component="button"
      type="button"
      size="lg"
      radius="sm"
      visibleFrom={visibleFrom}
      onClick={() => onClick(sport)}
      style={{
        background: sport.colour,
        color: sport.textColor,
        border: sport.bordered ? `1px solid ${sport.textColor}` : 'none',
        cursor: 'pointer',
        flexShrink: 0,
        ...(compact ? { textTransform: 'none', fontSize: 'var(--mantine-font-size-xs)' } : {}),
      }}
    >
      {sport.name}
    </Badge>
  );
}
