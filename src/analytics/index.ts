export { createAnalytics, pendingEventLimit, type Analytics, type AnalyticsOptions } from './analytics.ts';
export { navigationEvent, toastEvent, type AnalyticsEvent, type ToastType } from './events.ts';
export { analyticsStartMode, type AnalyticsStartMode } from './start-rules.ts';
