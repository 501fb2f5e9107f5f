/** The semantic colours toasts and alerts use, by the spec's names. */
export const statusColour = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'error',
} as const;

/**
 * A settled pick's result badge (filled, white text): green, the theme's dark red, and gray shade 7 for a
 * void pick (Mantine's gray, shade 6, is 3.3:1 under white, below AA).
 */
export const resultColour = { won: statusColour.success, lost: statusColour.error, void: 'gray.7' } as const;
