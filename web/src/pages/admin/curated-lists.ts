import { useQuery } from '@tanstack/react-query';
import { authenticatedMutations, cybersquattedMutations } from '../../api/curated/mutations.ts';
import { authenticatedDomainsQuery, cybersquattedDomainsQuery } from '../../api/curated/queries.ts';
import type { DomainRow } from './domain-list.tsx';

/** One input of a panel's add form; `key` names the request field it fills. */
export interface ListField {
  key: string;
  label: string;
  placeholder: string;
  helper?: string;
}

/** Everything that differs between the two curated lists; the panel and its hook are shared. */
export interface CuratedList {
  id: 'authenticated' | 'cybersquatted';
  title: string;
  listTitle: string;
  addLabel: string;
  palette: 'teal' | 'red';
  fields: ListField[];
  /** The list as the panel shows it (a hook: it reads the same query the home page reads). */
  useRows(): { rows: DomainRow[] | undefined; loading: boolean };
  /** Its add and delete mutations (api/curated/mutations.ts), each refreshing the list. */
  mutations: typeof authenticatedMutations;
  /** docs/product.md section 8's toasts. */
  added: string;
  addFailed: string;
}

const DOMAIN_FIELD: ListField = { key: 'domainName', label: 'Domain Name', placeholder: 'example.eth' };

export const AUTHENTICATED_LIST: CuratedList = {
  id: 'authenticated',
  title: 'Authenticated Domains',
  listTitle: 'Current Authenticated Domains',
  addLabel: 'Add Authenticated Domain',
  palette: 'teal',
  fields: [
    DOMAIN_FIELD,
    {
      key: 'authenticationDate',
      label: 'Authentication Date',
      placeholder: 'MM-DD-YYYY',
      helper: 'Month-day-year, for example 12-31-2025',
    },
  ],
  useRows: () => {
    const query = useQuery(authenticatedDomainsQuery());
    const rows = query.data?.map((d) => ({ ...d, detail: `Authenticated ${d.authenticationDate}` }));
    return { rows, loading: query.isPending };
  },
  mutations: authenticatedMutations,
  added: 'Domain authenticated successfully',
  addFailed: 'Failed to add authenticated domain',
};

export const CYBERSQUATTED_LIST: CuratedList = {
  id: 'cybersquatted',
  title: 'Cybersquatted Domains',
  listTitle: 'Current Cybersquatted Domains',
  addLabel: 'Add Cybersquatted Domain',
  palette: 'red',
  fields: [DOMAIN_FIELD],
  useRows: () => {
    const query = useQuery(cybersquattedDomainsQuery());
    return { rows: query.data, loading: query.isPending };
  },
  mutations: cybersquattedMutations,
  added: 'Domain marked as cybersquatted',
  addFailed: 'Failed to add cybersquatted domain',
};
