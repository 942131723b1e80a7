import { getAddress, Interface, namehash, type Result } from 'ethers';
import { type EmulatedContract, defineContract, eventEncoder, revert } from '../contract.ts';
import type { EvmChain } from '../evm-chain.ts';
import { type Profile, type RegisterOptions, ZERO_ADDRESS } from '../registration.ts';

export interface UnsAddresses {
  registry: string;
  proxyReader: string;
  mintingManager: string;
}

/**
 * UD record keys for the profile fields. crypto.ETH.address, social.picture.value, whois.email.value,
 * social.twitter.username, browser.redirect_url and whois.for_sale.value are in UD's resolver-keys list
 * (docs/upstreams.md section 4); social.discord.username appears in UD's own resolution examples; social.linkedin.username
 * is only seen in third-party code (unconfirmed).
 */
export const UNS_KEYS: Record<keyof Profile, string> & { forSale: string } = {
  address: 'crypto.ETH.address',
  avatar: 'social.picture.value',
  email: 'whois.email.value',
  twitter: 'social.twitter.username',
  discord: 'social.discord.username',
  linkedin: 'social.linkedin.username',
  website: 'browser.redirect_url',
  forSale: 'whois.for_sale.value',
};

const REGISTRY_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function exists(uint256 tokenId) view returns (bool)',
  'function get(string key, uint256 tokenId) view returns (string)',
  'function getMany(string[] keys, uint256 tokenId) view returns (string[])',
  'function reverseOf(address addr) view returns (uint256)',
  'function reverseNameOf(address addr) view returns (string)',
  'function expiryOf(uint256 tokenId) view returns (uint64)',
  'function isExpired(uint256 tokenId) view returns (bool)',
  'function nameOf(uint256 tokenId) view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event NewURI(uint256 indexed tokenId, string uri)',
];
const PROXY_READER_ABI = [
  'function getData(string[] keys, uint256 tokenId) view returns (address resolver, address owner, string[] values)',
  'function getMany(string[] keys, uint256 tokenId) view returns (string[])',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function exists(uint256 tokenId) view returns (bool)',
  'function reverseOf(address addr) view returns (uint256)',
  'function reverseNameOf(address addr) view returns (string)',
];
const MINTING_MANAGER_ABI = ['function isBlocked(uint256 tokenId) view returns (bool)'];

interface Token {
  owner: string;
  name: string;
  records: Map<string, string>;
}

/** Unstoppable Domains UNS on one chain: UNSRegistry (its own resolver), ProxyReader and MintingManager. */
export class UnsSystem {
  private readonly tokens = new Map<bigint, Token>();
  private readonly reverse = new Map<string, bigint>();
  private readonly blocked = new Set<bigint>();
  private readonly iface = new Interface(REGISTRY_ABI);
  private readonly transferEvent = eventEncoder(this.iface, 'Transfer');
  private readonly newUriEvent = eventEncoder(this.iface, 'NewURI');
  readonly contracts: EmulatedContract[];

  constructor(
    readonly chain: EvmChain,
    readonly addresses: UnsAddresses,
  ) {
    this.contracts = [this.registryContract(), this.proxyReaderContract(), this.mintingManagerContract()];
  }

  /** Mints `fullName` ('alice.crypto') to `owner` with records; emits Transfer from 0x0 then NewURI. */
  register(fullName: string, owner: string, opts: RegisterOptions = {}): void {
    const tokenId = BigInt(namehash(fullName));
    const ownerAddr = getAddress(owner);
    const records = new Map<string, string>();
    // Minting with records usually sets crypto.ETH.address to the owner; `noRecords` mints with none, as a
    // transfer leaves a name (UNSRegistry resets records on transfer).
    const profile: Profile = opts.noRecords ? {} : { address: ownerAddr, ...opts.profile };
    for (const [field, key] of Object.entries(UNS_KEYS)) {
      const value = profile[field as keyof Profile];
      if (value) records.set(key, value);
    }
    if (opts.forSale) records.set(UNS_KEYS.forSale, 'true');
    this.tokens.set(tokenId, { owner: ownerAddr, name: fullName, records });
    if (opts.primary) this.reverse.set(ownerAddr.toLowerCase(), tokenId);
    const now = this.chain.clock.nowSec();
    const at = opts.registeredAt ?? now;
    const block = opts.block ?? (at < now - 60 ? this.chain.clock.blockAt(at) : undefined);
    this.chain.emit(
      [this.transferEvent([ZERO_ADDRESS, ownerAddr, tokenId]), this.newUriEvent([tokenId, fullName])].map(
        (log) => ({ ...log, address: this.addresses.registry }),
      ),
      block,
    );
  }

  /** Pre-mints `fullName` into the MintingManager's custody: UD's unsold, reserved inventory. */
  reserve(fullName: string, opts: RegisterOptions = {}): void {
    this.register(fullName, this.addresses.mintingManager, opts);
  }

  /** Blocklists a token id so it can never be minted (MintingManager.isBlocked). */
  block(fullName: string): void {
    this.blocked.add(BigInt(namehash(fullName)));
  }

  private values(tokenId: bigint, keys: string[]): string[] {
    const token = this.tokens.get(tokenId);
    return keys.map((k) => token?.records.get(k) ?? '');
  }

  private registryContract(): EmulatedContract {
    const token = (args: Result) => this.tokens.get(args[0] as bigint);
    return defineContract(this.addresses.registry, REGISTRY_ABI, {
      'ownerOf(uint256)': (args) => {
        const t = token(args);
        if (!t) revert('ERC721: invalid token ID');
        return [t.owner];
      },
      'exists(uint256)': (args) => [token(args) !== undefined],
      'get(string,uint256)': ([key, tokenId], ctx) => [
        ctx.expand(this.values(tokenId as bigint, [key as string])[0]!),
      ],
      'getMany(string[],uint256)': ([keys, tokenId], ctx) => [
        this.values(tokenId as bigint, (keys as Result).toArray() as string[]).map(ctx.expand),
      ],
      'reverseOf(address)': ([addr]) => [this.reverseOf(addr as string)?.tokenId ?? 0n],
      'reverseNameOf(address)': ([addr]) => [this.reverseOf(addr as string)?.name ?? ''],
      // .crypto and .blockchain are bought once: no expiry (expiryOf 0).
      'expiryOf(uint256)': () => [0n],
      'isExpired(uint256)': () => [false],
      'nameOf(uint256)': (args) => [token(args)?.name ?? ''],
    });
  }

  private proxyReaderContract(): EmulatedContract {
    return defineContract(this.addresses.proxyReader, PROXY_READER_ABI, {
      // ProxyReader._getData: for an unminted token, resolver and owner are zero and values empty strings.
      'getData(string[],uint256)': ([keys, tokenId], ctx) => {
        const t = this.tokens.get(tokenId as bigint);
        const values = this.values(tokenId as bigint, (keys as Result).toArray() as string[]).map(ctx.expand);
        return t ? [this.addresses.registry, t.owner, values] : [ZERO_ADDRESS, ZERO_ADDRESS, values];
      },
      'getMany(string[],uint256)': ([keys, tokenId], ctx) => [
        this.values(tokenId as bigint, (keys as Result).toArray() as string[]).map(ctx.expand),
      ],
      'ownerOf(uint256)': ([tokenId]) => [this.tokens.get(tokenId as bigint)?.owner ?? ZERO_ADDRESS],
      'exists(uint256)': ([tokenId]) => [this.tokens.has(tokenId as bigint)],
      // ProxyReader passes reverse reads to the UNSRegistry (uns contracts/ProxyReader.sol).
      'reverseOf(address)': ([addr]) => [this.reverseOf(addr as string)?.tokenId ?? 0n],
      'reverseNameOf(address)': ([addr]) => [this.reverseOf(addr as string)?.name ?? ''],
    });
  }

  /**
   * An address's reverse record (UNSRegistry._reverses): its token and name. The registry clears it when the
   * token is transferred; here a re-registration to another owner leaves the entry, so one naming a token the
   * address no longer owns reads as none, as it would on chain.
   */
  private reverseOf(addr: string): { tokenId: bigint; name: string } | undefined {
    const tokenId = this.reverse.get(addr.toLowerCase());
    const t = tokenId === undefined ? undefined : this.tokens.get(tokenId);
    return tokenId !== undefined && t && t.owner.toLowerCase() === addr.toLowerCase()
      ? { tokenId, name: t.name }
      : undefined;
  }

  private mintingManagerContract(): EmulatedContract {
    return defineContract(this.addresses.mintingManager, MINTING_MANAGER_ABI, {
      // The real MintingManager blocklists every token it mints, so a minted (or burned) name reads as blocked.
      'isBlocked(uint256)': ([tokenId]) => [
        this.blocked.has(tokenId as bigint) || this.tokens.has(tokenId as bigint),
      ],
    });
  }
}
