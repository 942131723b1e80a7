import { findLookalikes, type Lookalike } from '@namescope/common';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const LookalikesContext = createContext<readonly Lookalike[]>([]);

/**
 * The authenticated names the current search looks like (issue 12, section 5), worked out once per search
 * from the curated lists the results page already holds, and read by each card's note. A context rather than
 * a prop, so the cards and the grid between them keep their props.
 */
export function LookalikesProvider(props: {
  name: string;
  authenticated: ReadonlySet<string>;
  cybersquatted: ReadonlySet<string>;
  children: ReactNode;
}) {
  const { name, authenticated, cybersquatted } = props;
  const value = useMemo(
    () => (name ? findLookalikes(name, authenticated, cybersquatted) : []),
    [name, authenticated, cybersquatted],
  );
  return <LookalikesContext.Provider value={value}>{props.children}</LookalikesContext.Provider>;
}

/** The current search's look-alikes (empty outside a LookalikesProvider). */
export function useLookalikes(): readonly Lookalike[] {
  return useContext(LookalikesContext);
}
