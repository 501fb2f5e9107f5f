import { Badge } from '@mantine/core';
import type { BadgeSport } from './header-sports.ts';
import classes from './HeaderLogo.module.css';

interface SportBadgeProps {
  sport: BadgeSport;
  onClick(sport: BadgeSport): void;
}

/** A sport's logo badge in its own colours; light badges get a border to stand out on white. */
export function SportBadge({ sport, onClick }: SportBadgeProps) {
  return (
    <Badge
      component="button"
      type="button"
      size="lg"
      radius="sm"
      className={classes.sport}
      onClick={() => onClick(sport)}
      style={{
        background: sport.colour,
        color: sport.textColor,
        border: sport.bordered ? `1px solid ${sport.textColor}` : 'none',
      }}
    >
      {sport.name}
    </Badge>
  );
}
