import { AuthenticatedDomain } from './authenticated-domain.ts';
import { ContactSubmission } from './contact-submission.ts';
import { CybersquattedDomain } from './cybersquatted-domain.ts';
import { DomainRegistration } from './domain-registration.ts';
import { IndexerCursor } from './indexer-cursor.ts';
import { NewsletterSubscription } from './newsletter-subscription.ts';
import { SearchAnalytics } from './search-analytics.ts';
import { SearchHistoryItem } from './search-history-item.ts';
import { User } from './user.ts';
import { Watchlist } from './watchlist.ts';
import { WatchlistItem } from './watchlist-item.ts';

export * from './authenticated-domain.ts';
export * from './contact-submission.ts';
export * from './cybersquatted-domain.ts';
export * from './domain-registration.ts';
export * from './indexer-cursor.ts';
export * from './newsletter-subscription.ts';
export * from './search-analytics.ts';
export * from './search-history-item.ts';
export * from './user.ts';
export * from './watchlist.ts';
export * from './watchlist-item.ts';

/** Every entity, for the ORM config. */
export const ENTITIES = [
  AuthenticatedDomain,
  ContactSubmission,
  CybersquattedDomain,
  DomainRegistration,
  IndexerCursor,
  NewsletterSubscription,
  SearchAnalytics,
  SearchHistoryItem,
  User,
  Watchlist,
  WatchlistItem,
];
