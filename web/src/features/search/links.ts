import type { ExtensionKey, LookupResult } from '@namescope/common';
import { bareName } from '@namescope/common';

/** The fixed SNS discount shown in the .sol dialog (docs/product.md section 9). */
export const SOL_DISCOUNT_PERCENT = 5;
export const SOL_DISCOUNT_CODE = 'NAMESCOPE5';

interface ExtensionLinks {
  register(domain: string, name: string): string;
  profile(domain: string, name: string): string;
  /** Explorer page for the owning account; falls back to a name search when the owner is unknown. */
  account(owner: string): string;
}

const enc = encodeURIComponent;

const UD: ExtensionLinks = {
  register: (d) => `https://unstoppabledomains.com/search?searchTerm=${enc(d)}`,
  profile: (d) => `https://ud.me/${enc(d)}`,
  account: (o) => `https://polygonscan.com/address/${enc(o)}`,
};
const SPACE_ID = (explorer: string): ExtensionLinks => ({
  register: (d) => `https://space.id/search?query=${enc(d)}`,
  profile: (d) => `https://space.id/name/${enc(d)}`,
  account: (o) => `${explorer}/address/${enc(o)}`,
});

export const EXTENSION_LINKS: Record<ExtensionKey, ExtensionLinks> = {
  eth: {
    register: (d) => `https://app.ens.domains/${enc(d)}/register`,
    profile: (d) => `https://app.ens.domains/${enc(d)}`,
    account: (o) => `https://etherscan.io/address/${enc(o)}`,
  },
  sol: {
    register: (_d, n) => `https://www.sns.id/search?search=${enc(n)}`,
    profile: (_d, n) => `https://www.sns.id/domain?domain=${enc(n)}`,
    account: (o) => `https://solscan.io/account/${enc(o)}`,
  },
  crypto: UD,
  blockchain: UD,
  bnb: SPACE_ID('https://bscscan.com'),
  arb: SPACE_ID('https://arbiscan.io'),
  avax: {
    register: (d) => `https://app.avvy.domains/domains/${enc(d)}`,
    profile: (d) => `https://app.avvy.domains/domains/${enc(d)}`,
    account: (o) => `https://snowtrace.io/address/${enc(o)}`,
  },
  algo: {
    register: (d) => `https://app.nf.domains/name/${enc(d)}`,
    profile: (d) => `https://app.nf.domains/name/${enc(d)}`,
    account: (o) => `https://allo.info/account/${enc(o)}`,
  },
  base: {
    register: (_d, n) => `https://www.base.org/names?claim=${enc(n)}`,
    profile: (_d, n) => `https://www.base.org/name/${enc(n)}`,
    account: (o) => `https://basescan.org/address/${enc(o)}`,
  },
  sats: {
    register: (d) => `https://app.sats.id/search?name=${enc(d)}`,
    // .sats has no profile page (the View Profile action is disabled); this is never linked.
    profile: (d) => `https://app.sats.id/search?name=${enc(d)}`,
    account: (o) => `https://mempool.space/address/${enc(o)}`,
  },
  btc: {
    register: (_d, n) => `https://bns.one/search?name=${enc(n)}`,
    profile: (_d, n) => `https://bns.one/${enc(n)}`,
    account: (o) => `https://explorer.hiro.so/address/${enc(o)}?chain=mainnet`,
  },
  sui: {
    register: (_d, n) => `https://suins.io/search?q=${enc(n)}`,
    profile: (_d, n) => `https://suins.io/name/${enc(n)}`,
    account: (o) => `https://suivision.xyz/account/${enc(o)}`,
  },
};

export const registerUrl = (r: LookupResult) =>
  EXTENSION_LINKS[r.extension].register(r.domain, bareName(r.domain));
export const profileUrl = (r: LookupResult) =>
  EXTENSION_LINKS[r.extension].profile(r.domain, bareName(r.domain));

/** 'View Block Explorer Records': the owner's (else the resolved address's) account page. */
export function explorerUrl(r: LookupResult): string | undefined {
  const who = r.owner ?? r.address;
  return who ? EXTENSION_LINKS[r.extension].account(who) : undefined;
}

/** Purchase link for a for-sale name, on the two marketplaces that list them (.algo and .sol). */
export function purchaseUrl(r: LookupResult): string | undefined {
  if (r.extension === 'algo') return `https://app.nf.domains/name/${enc(r.domain)}`;
  if (r.extension === 'sol') return `https://www.sns.id/domain?domain=${enc(bareName(r.domain))}`;
  return undefined;
}

/** Search link for a protected or reserved .crypto / .blockchain name. */
export function udSearchUrl(r: LookupResult): string | undefined {
  return r.extension === 'crypto' || r.extension === 'blockchain' ? UD.register(r.domain, '') : undefined;
}

/** .avax expiry lives on Avvy's own site. */
export const avvyDatesUrl = (domain: string) => `https://app.avvy.domains/domains/${enc(domain)}`;

/** A mailto: link with a subject and body, encoded the way mail clients expect (spaces as %20). */
export function mailto(to: string, subject: string, body?: string): string {
  const params = [`subject=${enc(subject)}`];
  if (body) params.push(`body=${enc(body)}`);
  return `mailto:${to}?${params.join('&')}`;
}
