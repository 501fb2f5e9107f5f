export interface AnalyticsEvent {
  name: string;
  category?: string;
  label?: string;
}

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** Every toast the player sees is counted, by type and title. */
export function toastEvent(type: ToastType, title: string): AnalyticsEvent {
  return { name: 'toast_shown', category: type, label: title };
}

/** Clicks on a sport logo (label: the sport id) or the home logo (label: 'home'). */
export function navigationEvent(label: string): AnalyticsEvent {
  return { name: 'navigation', category: 'navigation', label };
}
