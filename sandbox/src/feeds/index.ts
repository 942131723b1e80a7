export {
  startRegistrationFeed,
  type FeedRegistration,
  type FeedTargets,
  type RegistrationFeed,
  type RegistrationFeedOptions,
} from './registration-feed.ts';
export { startFeedSandbox, type FeedSandbox, type FeedSandboxOptions } from './start-feed-sandbox.ts';
export type { BacklogExtension } from './fast-backlog.ts';
export { feedService } from './feed-service.ts';
