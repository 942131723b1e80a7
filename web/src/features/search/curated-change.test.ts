import { describe, expect, it } from 'vitest';
import { curatedChange } from './curated-change.ts';
import { prepareTerm } from './term.ts';

const change = (typed: string) => {
  const prepared = prepareTerm(typed);
  return prepared.ok ? prepared.change : undefined;
};
const authenticated = new Set(['metamask.eth', 'metamask.base.eth']);
const cybersquatted = new Set(['metamask.bnb']);

describe('curatedChange', () => {
  it('says so when the rule turned the typed name into a curated one', () => {
    expect(curatedChange(change('meta-mask'), authenticated, cybersquatted)).toBe(
      'metamask is not the name you typed. metamask.base.eth and metamask.eth are authenticated (held by a verified owner). metamask.bnb is reported as cybersquatted.',
    );
    expect(curatedChange(change('meta-mask.eth'), new Set(['metamask.eth']), new Set())).toBe(
      'metamask is not the name you typed. metamask.eth is authenticated (held by a verified owner).',
    );
  });
  it('says nothing when nothing was changed, nothing curated was reached, or the typed name is curated itself', () => {
    expect(curatedChange(change('metamask'), authenticated, cybersquatted)).toBeUndefined();
    expect(curatedChange(change('ali-ce'), authenticated, cybersquatted)).toBeUndefined();
    expect(
      curatedChange(change('meta-mask'), new Set(['meta-mask.eth', 'metamask.eth']), new Set()),
    ).toBeUndefined();
  });
});
