import { Interface, namehash } from 'ethers';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import type { RpcEndpoint } from './config.ts';
import { LookupError } from '../errors.ts';
import { type CallResult, multicall, optional } from './multicall.ts';
import { address, avatarUrl, handle, isoFromSeconds, text } from './records.ts';
import { withRpc } from './rpc.ts';

/** UNS contracts on one chain (UPSTREAMS 4.1). */
export interface UnsDeployment {
  endpoint: RpcEndpoint;
  multicall: string;
  proxyReader: string;
  registry: string;
  mintingManager: string;
}

/**
 * Record keys read for each field. In UD's resolver-keys list (UPSTREAMS 4.2): crypto.ETH.address,
 * social.picture.value, whois.email.value, social.twitter.username, browser.redirect_url,
 * whois.for_sale.value. social.discord.username appears in UD's resolution examples; social.linkedin.username
 * only in third-party code (unconfirmed).
 */
const KEYS = [
  'crypto.ETH.address',
  'social.picture.value',
  'whois.email.value',
  'social.twitter.username',
  'social.discord.username',
  'social.linkedin.username',
  'browser.redirect_url',
  'whois.for_sale.value',
] as const;

const PROXY_READER = new Interface([
  'function getData(string[] keys, uint256 tokenId) view returns (address resolver, address owner, string[] values)',
]);
// reverseNameOf lives on UNSRegistry (snapshot-labs/stamp calls it at the Polygon registry address);
// expiryOf is in UNSRegistry's ABI (UPSTREAMS 4.2). isBlocked is MintingManager's Blocklist (uns repo).
const REGISTRY = new Interface([
  'function reverseNameOf(address addr) view returns (string)',
  'function expiryOf(uint256 tokenId) view returns (uint64)',
]);
const MINTING_MANAGER = new Interface(['function isBlocked(uint256 tokenId) view returns (bool)']);

interface ChainAnswer {
  deployment: UnsDeployment;
  owner: string | null;
  values: string[];
  blocked: boolean;
  expiry: bigint | undefined;
}

/**
 * .crypto / .blockchain through ProxyReader.getData, the SDK's path (UPSTREAMS 4.2): Polygon and Ethereum
 * are asked in parallel (one Multicall3 each) and Polygon wins when it has an owner, as
 * @unstoppabledomains/resolution's Uns.get() does; a second round on the owning chain reads the owner's
 * reverse name. Status: owner = MintingManager (pre-minted, unsold) => 'reserved'; blocklisted and unminted
 * => 'protected' (UD cannot sell it); whois.for_sale.value set => 'for-sale'; other owners => 'taken'.
 */
export function createUnstoppableAdapter(
  extension: 'crypto' | 'blockchain',
  l2: UnsDeployment,
  l1: UnsDeployment,
): LookupAdapter {
  return {
    extension,
    async lookup(name, signal) {
      const full = `${name}.${extension}`;
      const fields = emptyFields(extension, name);
      // UD's prepareAndValidate: lowercase ASCII letters, digits, hyphens and dots.
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(name))
        return { ...fields, error: 'Not a valid name for this service' };
      const tokenId = BigInt(namehash(full));
      const [onL2, onL1] = await Promise.all([
        readChain(l2, tokenId, signal),
        readChain(l1, tokenId, signal),
      ]);
      const found = onL2.owner ? onL2 : onL1.owner ? onL1 : undefined;
      if (!found) {
        if (onL2.blocked || onL1.blocked) return { ...fields, available: false, status: 'protected' };
        return { ...fields, available: true, status: 'available' };
      }
      const d = found.deployment;
      if (found.owner!.toLowerCase() === d.mintingManager.toLowerCase())
        return { ...fields, available: false, status: 'reserved' } satisfies LookupFields;
      const [ethAddress, picture, email, twitter, discord, linkedin, website, forSale] = found.values;
      const primary = await withRpc(d.endpoint, signal, async (provider) => {
        const [res] = await multicall(provider, d.multicall, [
          {
            target: d.registry,
            iface: REGISTRY,
            fn: 'reverseNameOf',
            args: [found.owner],
            allowFailure: true,
          },
        ]);
        return text(optional<string>(res));
      });
      return {
        ...fields,
        available: false,
        status: isForSale(forSale) ? 'for-sale' : 'taken',
        owner: found.owner,
        address: address(text(ethAddress) ?? undefined) ?? found.owner,
        // UNS reverse records can only point at a token the address owns and are cleared on transfer.
        primaryName: primary,
        expirationDate: isoFromSeconds(found.expiry),
        avatar: avatarUrl(picture),
        email: text(email),
        twitter: handle(twitter),
        discord: text(discord),
        linkedin: text(linkedin),
        website: text(website),
      };
    },
  };
}

function isForSale(value: string | undefined): boolean {
  const v = text(value)?.toLowerCase();
  return !!v && v !== 'false' && v !== '0' && v !== 'no';
}

async function readChain(d: UnsDeployment, tokenId: bigint, signal: AbortSignal): Promise<ChainAnswer> {
  return withRpc(d.endpoint, signal, async (provider) => {
    const [data, blocked, expiry]: CallResult[] = await multicall(provider, d.multicall, [
      { target: d.proxyReader, iface: PROXY_READER, fn: 'getData', args: [KEYS, tokenId] },
      {
        target: d.mintingManager,
        iface: MINTING_MANAGER,
        fn: 'isBlocked',
        args: [tokenId],
        allowFailure: true,
      },
      { target: d.registry, iface: REGISTRY, fn: 'expiryOf', args: [tokenId], allowFailure: true },
    ]);
    if (!data?.ok) throw new LookupError('ProxyReader.getData did not answer');
    const [, owner, values] = data.value as unknown as [string, string, string[]];
    return {
      deployment: d,
      owner: address(owner),
      values: [...values],
      blocked: optional<boolean>(blocked) ?? false,
      expiry: optional<bigint>(expiry),
    };
  });
}
