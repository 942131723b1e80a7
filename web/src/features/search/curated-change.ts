import { bareName, domainLabel } from '@namescope/common';
import type { TermChange } from './term.ts';

/**
 * What the notice above the results must add when the rule turned what the visitor typed into a curated
 * name (issue 21, item 2): 'meta-mask' searched as metamask, whose .eth is authenticated. Nothing when the
 * typed name is itself on a list (the visitor asked for a curated name), or when nothing was changed.
 */
export function curatedChange(
  change: TermChange | undefined,
  authenticated: ReadonlySet<string>,
  cybersquatted: ReadonlySet<string>,
): string | undefined {
  if (!change) return undefined;
  const searched = bareName(change.term);
  const typed = domainLabel(change.typed);
  const labelled = (list: ReadonlySet<string>, label: string) =>
    [...list].filter((d) => domainLabel(d) === label).sort();
  if (labelled(authenticated, typed).length > 0 || labelled(cybersquatted, typed).length > 0)
    return undefined;
  const genuine = labelled(authenticated, searched);
  const squatted = labelled(cybersquatted, searched);
  if (genuine.length === 0 && squatted.length === 0) return undefined;
  const parts = [`${searched} is not the name you typed.`];
  if (genuine.length > 0)
    parts.push(
      `${list(genuine)} ${genuine.length > 1 ? 'are' : 'is'} authenticated (held by a verified owner).`,
    );
  if (squatted.length > 0)
    parts.push(`${list(squatted)} ${squatted.length > 1 ? 'are' : 'is'} reported as cybersquatted.`);
  return parts.join(' ');
}

const list = (items: string[]) =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
