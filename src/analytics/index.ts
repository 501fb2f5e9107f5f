export { createAnalytics, pendingEventLimit, type Analytics, type AnalyticsOptions } from './analytics.ts';
export { navigationEvent, toastEvent } from './events.ts';
export { analyticsStartMode } from './start-rules.ts';
