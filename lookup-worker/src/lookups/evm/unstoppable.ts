import { Interface } from 'ethers';
import { WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter, LookupFields } from '../types.ts';
import type { EvmAdapterContext } from './context.ts';
import { type CallResult, contractFunction, multicall, optional } from './multicall.ts';
import { namehashUnder } from './namehash.ts';
import type { ChainRpc } from './chain-rpc.ts';
import { address, avatarUrl, handle, isoFromSeconds, text } from './records.ts';

/** UNS contracts on one chain (docs/upstreams.md section 4). */
export interface UnsDeployment {
  rpc: ChainRpc;
  multicall: string;
  proxyReader: string;
  registry: string;
  mintingManager: string;
}

/** UNS on Polygon or Ethereum, from the configured contracts. */
export function unsDeployment(
  { contracts: c, rpc }: EvmAdapterContext,
  chain: 'polygon' | 'ethereum',
): UnsDeployment {
  return chain === 'polygon'
    ? {
        rpc: rpc('polygon'),
        multicall: c.MULTICALL3_ADDRESS,
        proxyReader: c.UD_POLYGON_PROXY_READER_ADDRESS,
        registry: c.UD_POLYGON_REGISTRY_ADDRESS,
        mintingManager: c.UD_POLYGON_MINTING_MANAGER_ADDRESS,
      }
    : {
        rpc: rpc('ethereum'),
        multicall: c.MULTICALL3_ADDRESS,
        proxyReader: c.UD_ETHEREUM_PROXY_READER_ADDRESS,
        registry: c.UD_ETHEREUM_REGISTRY_ADDRESS,
        mintingManager: c.UD_ETHEREUM_MINTING_MANAGER_ADDRESS,
      };
}

/** UD's prepareAndValidate: lowercase ASCII letters, digits and hyphens, labels joined by dots. */
export const UD_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * Record keys read for each field. In UD's resolver-keys list (docs/upstreams.md section 4): crypto.ETH.address,
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
// expiryOf is in UNSRegistry's ABI (docs/upstreams.md section 4). isBlocked is MintingManager's Blocklist (uns repo).
const REGISTRY = new Interface([
  'function reverseNameOf(address addr) view returns (string)',
  'function expiryOf(uint256 tokenId) view returns (uint64)',
]);
const MINTING_MANAGER = new Interface(['function isBlocked(uint256 tokenId) view returns (bool)']);
const getData = contractFunction(PROXY_READER, 'getData');
const reverseNameOf = contractFunction(REGISTRY, 'reverseNameOf');
const expiryOf = contractFunction(REGISTRY, 'expiryOf');
const isBlocked = contractFunction(MINTING_MANAGER, 'isBlocked');

interface ChainAnswer {
  deployment: UnsDeployment;
  owner: string | null;
  values: string[];
  blocked: boolean;
  expiry: bigint | undefined;
}

/**
 * .crypto / .blockchain through ProxyReader.getData, the SDK's path (docs/upstreams.md section 4): Polygon and Ethereum
 * are asked in parallel (one Multicall3 each) and Polygon wins when it has an owner, as
 * @unstoppabledomains/resolution's Uns.get() does; a second round on the owning chain reads the owner's
 * reverse name. A failed chain fails the lookup only when its answer could have changed the result:
 *   Polygon ok, owner found        => Polygon's answer, whatever Ethereum did;
 *   Polygon ok, no owner           => Ethereum's answer; if Ethereum failed, unavailable (it may live there);
 *   Polygon failed                 => unavailable (Polygon's record would win for a bridged name). Status: owner = MintingManager (pre-minted, unsold) => 'reserved'; blocklisted and unminted
 * => 'protected' (UD cannot sell it); whois.for_sale.value set => 'for-sale'; other owners => 'taken'.
 */
export function createUnstoppableAdapter(
  extension: 'crypto' | 'blockchain',
  l2: UnsDeployment,
  l1: UnsDeployment,
): LookupAdapter {
  // Made once: the TLD's node.
  const nodeOf = namehashUnder(extension);
  return {
    extension,
    async lookup(name, signal) {
      const fields = emptyFields(extension, name);
      if (!UD_NAME.test(name)) return { ...fields, error: 'Not a valid name for this service' };
      const full = `${name}.${extension}`;
      const tokenId = BigInt(nodeOf(name));
      // Both chains are asked at once, and each answer counts only when it is decisive. Polygon's record
      // wins (a name bridged from Ethereum keeps its L1 token with the bridge), so without Polygon's answer
      // there is none: its failure is the lookup's. Ethereum's answer matters only when Polygon has no owner,
      // so a name that lives on Polygon is answered even when Ethereum fails or hangs.
      const l2Read = readChain(l2, tokenId, signal);
      const l1Read = readChain(l1, tokenId, signal);
      l1Read.catch(() => {}); // not awaited when Polygon decides; its failure then does not matter
      const onL2 = await l2Read;
      const onL1 = onL2.owner ? undefined : await l1Read;
      const found = onL2.owner ? onL2 : onL1?.owner ? onL1 : undefined;
      if (!found) {
        if (onL2.blocked || onL1?.blocked) return { ...fields, available: false, status: 'protected' };
        return { ...fields, available: true, status: 'available' };
      }
      const d = found.deployment;
      if (found.owner!.toLowerCase() === d.mintingManager.toLowerCase())
        return { ...fields, available: false, status: 'reserved' } satisfies LookupFields;
      const [ethAddress, picture, email, twitter, discord, linkedin, website, forSale] = found.values;
      const [res] = await multicall(
        d.rpc,
        d.multicall,
        [reverseNameOf(d.registry, [found.owner], true)],
        signal,
      );
      // UNS reverse records can only point at a token the address owns and are cleared on transfer, so a
      // reverse record naming this very name is its owner's verified primary name (UD defines no forward
      // check). Another name of the same owner is not this name's primary name.
      const primaryName = text(optional<string>(res)) === full ? full : null;
      const owner = found.owner;
      // No fallback to the owner: a name without crypto.ETH.address (a transfer wipes records) resolves
      // nowhere, as UD's SDK says ('record not found').
      const resolved = text(ethAddress);
      return {
        ...fields,
        available: false,
        status: isForSale(forSale) ? 'for-sale' : 'taken',
        owner,
        address: resolved && /^0x[0-9a-fA-F]{40}$/.test(resolved) ? address(resolved) : null,
        primaryName,
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
  const [data, blocked, expiry]: CallResult[] = await multicall(
    d.rpc,
    d.multicall,
    [
      getData(d.proxyReader, [KEYS, tokenId]),
      isBlocked(d.mintingManager, [tokenId], true),
      expiryOf(d.registry, [tokenId], true),
    ],
    signal,
  );
  if (!data?.ok) throw new WorkerError('ProxyReader.getData did not answer');
  const [, owner, values] = data.value as unknown as [string, string, string[]];
  return {
    deployment: d,
    owner: address(owner),
    values: [...values],
    blocked: optional<boolean>(blocked) ?? false,
    expiry: optional<bigint>(expiry),
  };
}
