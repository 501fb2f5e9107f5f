import { Link } from 'react-router-dom';
import classes from './FilterLinks.module.css';
import { useCurrentInView } from './use-current-in-view.ts';

export interface FilterLink {
  key: string;
  label: string;
  /** The path and query it leads to. */
  to: string;
  current: boolean;
}

/**
 * A row of links that narrow the events view (its sports, or a sport's competitions). Each is a route of
 * its own (/play/:sport, /play/:sport/:competition), so the filter is in the URL like the day.
 */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  const row = useCurrentInView<HTMLElement>(links.find((link) => link.current)?.key ?? '');
  return (
    <nav ref={row} aria-label={label} className={classes.filters}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={classes.link} aria-current={link.current ? 'true' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
