/** The header's links, and only these: /registrations and /services are reached from pages (docs/product.md). */
export const NAV_LINKS = [
  { to: '/', label: 'Start Here' },
  { to: '/supported', label: 'Supported Naming Services' },
  { to: '/authenticate', label: 'Authentication/Cybersquatting' },
  { to: '/learn', label: 'Learn' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Window event the logo fires on / to clear the home page's search (docs/product.md section 2). */
export const RESET_SEARCH_EVENT = 'resetSearch';
