import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { authenticatedDomainsQuery, cybersquattedDomainsQuery } from '../../api/curated/queries.ts';

export interface CuratedSets {
  /** The admin's authenticated and cybersquatted names, lower-cased; empty while loading or failed. */
  authenticated: ReadonlySet<string>;
  cybersquatted: ReadonlySet<string>;
  /** Both lists have answered (or failed): what the page says about them is final. */
  settled: boolean;
}

/** The admin's curated lists, as sets, and whether both have answered. */
export function useCuratedSets(): CuratedSets {
  const authenticated = useQuery(authenticatedDomainsQuery());
  const cybersquatted = useQuery(cybersquattedDomainsQuery());
  const authenticatedSet = useMemo(
    () => new Set((authenticated.data ?? []).map((d) => d.domainName.toLowerCase())),
    [authenticated.data],
  );
  const cybersquattedSet = useMemo(
    () => new Set((cybersquatted.data ?? []).map((d) => d.domainName.toLowerCase())),
    [cybersquatted.data],
  );
  return {
    authenticated: authenticatedSet,
    cybersquatted: cybersquattedSet,
    settled: !authenticated.isPending && !cybersquatted.isPending,
  };
}
