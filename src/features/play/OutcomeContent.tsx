import classes from './OutcomeButton.module.css';

interface OutcomeContentProps {
  label: string;
  /** "worth 20 pts" or "no price yet". */
  worth: string;
  pressed: boolean;
}

/**
 * An outcome button's two lines. The button is named by them as shown ("Arsenal worth 20 pts"): an
 * aria-label that says something else breaks speech control, which says what it sees (WCAG 2.5.3, axe
 * label-content-name-mismatch). The space between the lines names them apart; in the flex column it
 * draws nothing.
 */
export function OutcomeContent({ label, worth, pressed }: OutcomeContentProps) {
  return (
    <span className={classes.content}>
      <span>{label}</span>{' '}
      <span className={classes.worth} data-pressed={pressed || undefined}>
        {worth}
      </span>
    </span>
  );
}
