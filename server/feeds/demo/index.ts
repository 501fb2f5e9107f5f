export { createDemoFeed } from './demo-feed.ts';
