export { createDemoFeed, type DemoFeedOptions } from './demo-feed.ts';
