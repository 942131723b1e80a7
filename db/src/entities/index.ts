import { AuthenticatedDomain } from './authenticated-domain.ts';
import { ContactSubmission } from './contact-submission.ts';
import { CybersquattedDomain } from './cybersquatted-domain.ts';
import { DomainRegistration } from './domain-registration.ts';
import { IndexerCursor } from './indexer-cursor.ts';
import { NewsletterSubscription } from './newsletter-subscription.ts';
import { SearchAnalytics } from './search-analytics.ts';
import { SearchHistoryItem } from './search-history-item.ts';
import { User } from './user.ts';

export {
  AuthenticatedDomain,
  ContactSubmission,
  CybersquattedDomain,
  DomainRegistration,
  IndexerCursor,
  NewsletterSubscription,
  SearchAnalytics,
  SearchHistoryItem,
  User,
};

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
];
