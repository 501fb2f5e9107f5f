import { Badge } from '@mantine/core';
import type { BadgeSport } from './header-sports.ts';

interface SportBadgeProps {
  sport: BadgeSport;
  onClick(): void;
}

/** A sport's logo badge in its own colours; light badges get a border to stand out on white. */
export function SportBadge({ sport, onClick }: SportBadgeProps) {
  return (
    <Badge
      component="button"
      type="button"
      size="lg"
      radius="sm"
      onClick={onClick}
      style={{
        background: sport.colour,
        color: sport.textColor,
        border: sport.bordered ? `1px solid ${sport.textColor}` : 'none',
        cursor: 'pointer',
      }}
    >
      {sport.name}
    </Badge>
  );
}
