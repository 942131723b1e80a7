import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { authenticatedDomainsQuery, cybersquattedDomainsQuery } from '../../api/curated/queries.ts';

/** The admin's authenticated and cybersquatted names, lower-cased for lookups; empty while loading or failed. */
export function useCuratedSets() {
  const authenticated = useQuery(authenticatedDomainsQuery());
  const cybersquatted = useQuery(cybersquattedDomainsQuery());
  return {
    authenticated: useMemo(
      () => new Set((authenticated.data ?? []).map((d) => d.domainName.toLowerCase())),
      [authenticated.data],
    ) as ReadonlySet<string>,
    cybersquatted: useMemo(
      () => new Set((cybersquatted.data ?? []).map((d) => d.domainName.toLowerCase())),
      [cybersquatted.data],
    ) as ReadonlySet<string>,
  };
}
