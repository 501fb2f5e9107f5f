/** The semantic colours toasts and alerts use, by the spec's names. */
export const statusColour = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'error',
} as const;
