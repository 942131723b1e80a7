import { getAddress, Interface } from 'ethers';
import { avvyNameHash } from '../avvy-hash.ts';
import { type EmulatedContract, defineContract, eventEncoder, revert } from '../contract.ts';
import type { EvmChain } from '../evm-chain.ts';
import { type Profile, type RegisterOptions, YEAR_SEC, ZERO_ADDRESS } from '../registration.ts';

export interface AvvyAddresses {
  domain: string;
  resolutionUtils: string;
}

/** Avvy standard record keys (@avvy/client lib/records/records.js): 3 = EVM address, 7 = avatar. */
export const AVVY_STANDARD = { evm: 3n, avatar: 7n } as const;

/**
 * Custom string keys for the other profile fields. Avvy has no standard keys for them and users pick their
 * own strings (docs/upstreams.md section 6; unconfirmed which are common), so these plain names are this project's choice.
 */
export const AVVY_CUSTOM_KEYS: Record<'email' | 'twitter' | 'discord' | 'linkedin' | 'website', string> = {
  email: 'email',
  twitter: 'twitter',
  discord: 'discord',
  linkedin: 'linkedin',
  website: 'website',
};

const DOMAIN_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getDomainExpiry(uint256 name) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'event Register(address agent, address indexed registrant, uint256 indexed name, uint256 leaseLength)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
];
const RESOLUTION_UTILS_ABI = [
  'function resolve(string name, string key) view returns (string value)',
  'function resolveStandard(string name, uint256 key) view returns (string value)',
  'function reverseResolveEVMToName(address addy) view returns (string preimage)',
];

const HASH_MEMO_SIZE = 10_000;

interface AvvyName {
  name: string;
  owner: string;
  expires: number;
  standard: Map<bigint, string>;
  custom: Map<string, string>;
}

/**
 * Avvy Domains on Avalanche: the Domain ERC-721 keyed by the real Poseidon name hash, and ResolutionUtils,
 * which takes plaintext names and hashes them the same way (so both entry points agree).
 */
export class AvvySystem {
  private readonly names = new Map<bigint, AvvyName>();
  private readonly reverse = new Map<string, bigint>();
  private readonly hashes = new Map<string, bigint>();
  private readonly iface = new Interface(DOMAIN_ABI);
  private readonly transferEvent = eventEncoder(this.iface, 'Transfer');
  private readonly registerEvent = eventEncoder(this.iface, 'Register');
  readonly contracts: EmulatedContract[];

  constructor(
    readonly chain: EvmChain,
    readonly addresses: AvvyAddresses,
  ) {
    this.contracts = [this.domainContract(), this.resolutionUtilsContract()];
  }

  /** Registers `fullName` ('alice.avax'); emits Transfer (mint) and Register, as a standard-privacy registration. */
  register(fullName: string, owner: string, opts: RegisterOptions = {}): void {
    const hash = avvyNameHash(fullName);
    const ownerAddr = getAddress(owner);
    const now = this.chain.clock.nowSec();
    const at = opts.registeredAt ?? now;
    const lease = opts.durationSec ?? YEAR_SEC;
    const expires = opts.expiresAt ?? at + lease;
    const p: Profile = opts.noRecords ? {} : { address: ownerAddr, ...opts.profile };
    const standard = new Map<bigint, string>();
    if (p.address) standard.set(AVVY_STANDARD.evm, p.address);
    if (p.avatar) standard.set(AVVY_STANDARD.avatar, p.avatar);
    const custom = new Map<string, string>();
    for (const [field, key] of Object.entries(AVVY_CUSTOM_KEYS)) {
      const value = p[field as keyof typeof AVVY_CUSTOM_KEYS];
      if (value) custom.set(key, value);
    }
    this.names.set(hash, { name: fullName, owner: ownerAddr, expires, standard, custom });
    if (opts.primary) this.reverse.set(ownerAddr.toLowerCase(), hash);
    const block = opts.block ?? (at < now - 60 ? this.chain.clock.blockAt(at) : undefined);
    this.chain.emit(
      [
        this.transferEvent([ZERO_ADDRESS, ownerAddr, hash]),
        this.registerEvent([ownerAddr, ownerAddr, hash, expires - at]),
      ].map((log) => ({ ...log, address: this.addresses.domain })),
      block,
    );
  }

  private byName(name: string): AvvyName | undefined {
    let hash = this.hashes.get(name);
    if (hash === undefined) {
      try {
        hash = avvyNameHash(name);
      } catch {
        return undefined;
      }
      // One lookup asks ResolutionUtils for several records of the same name; Poseidon costs a millisecond.
      if (this.hashes.size >= HASH_MEMO_SIZE) this.hashes.clear();
      this.hashes.set(name, hash);
    }
    return this.names.get(hash);
  }

  private domainContract(): EmulatedContract {
    return defineContract(this.addresses.domain, DOMAIN_ABI, {
      'ownerOf(uint256)': ([hash]) => {
        const n = this.names.get(hash as bigint);
        if (!n) revert('ERC721: owner query for nonexistent token');
        return [n.owner];
      },
      // 0 means never registered (docs/upstreams.md section 6).
      'getDomainExpiry(uint256)': ([hash]) => [this.names.get(hash as bigint)?.expires ?? 0],
      'totalSupply()': () => [this.names.size],
    });
  }

  private resolutionUtilsContract(): EmulatedContract {
    return defineContract(this.addresses.resolutionUtils, RESOLUTION_UTILS_ABI, {
      'resolveStandard(string,uint256)': ([name, key], ctx) => [
        ctx.expand(this.byName(name as string)?.standard.get(key as bigint) ?? ''),
      ],
      'resolve(string,string)': ([name, key], ctx) => [
        ctx.expand(this.byName(name as string)?.custom.get(key as string) ?? ''),
      ],
      'reverseResolveEVMToName(address)': ([addy]) => {
        const hash = this.reverse.get((addy as string).toLowerCase());
        const n = hash === undefined ? undefined : this.names.get(hash);
        return [n && n.owner.toLowerCase() === (addy as string).toLowerCase() ? n.name : ''];
      },
    });
  }
}
