import { getAddress, id, Interface, namehash, toBeHex, ZeroHash } from 'ethers';
import {
  type EmulatedContract,
  type EventEncoder,
  defineContract,
  eventEncoder,
  revert,
  revertEmpty,
} from '../contract.ts';
import type { EvmChain } from '../evm-chain.ts';
import {
  GRACE_PERIOD_SEC,
  type Profile,
  type RegisterOptions,
  YEAR_SEC,
  ZERO_ADDRESS,
} from '../registration.ts';

/** Which registrar controller event a deployment emits (docs/upstreams.md sections 1, 2 and 5). */
export type ControllerFlavour = 'ens' | 'basenames' | 'spaceid';

export interface EnsLikeConfig {
  tld: string;
  registry: string;
  baseRegistrar: string;
  controller: string;
  /** The current public resolver; the reverse registrar's default resolver, holding every reverse record. */
  publicResolver: string;
  /**
   * A second resolver deployment that names registered with `resolver: 'other'` point at, so their forward
   * records and their owner's reverse record live in different resolvers, as on mainnet (ENS: an older
   * PublicResolver; Basenames: the UpgradeableL2Resolver while reverse records stay in the L2Resolver).
   */
  otherResolver: string;
  /** ENS: names registered with `wrapped: true` are held by this NameWrapper (ERC-1155). */
  nameWrapper?: string;
  /**
   * Basenames: ENS's L2ReverseRegistrar on Base (ENSIP-19 primary names, nameForAddr). Basenames'
   * registrar controller writes a primary name both there and to its own ReverseRegistrar (the registry's
   * reverse node, in the public resolver).
   */
  l2ReverseRegistrar?: string;
  /**
   * ENS: the DefaultReverseRegistrar on Ethereum (ENSIP-19 `default.reverse`, nameForAddr), the fallback a
   * primary-name lookup reads when `<addr>.addr.reverse` names nothing.
   */
  defaultReverseRegistrar?: string;
  /** Reverse namespace: 'addr.reverse' (ENS, SPACE ID) or '80002105.reverse' (Basenames, ENSIP-19). */
  reverseSuffix: string;
  /** Coin type answered by addr(bytes32,uint256) besides 60 (Basenames: 0x80002105). */
  extraCoinType?: bigint;
  flavour: ControllerFlavour;
}

const CONTROLLER_EVENTS: Record<ControllerFlavour, string> = {
  ens: 'event NameRegistered(string label, bytes32 indexed labelhash, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires, bytes32 referrer)',
  basenames:
    'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 expires)',
  spaceid:
    'event NameRegistered(string name, bytes32 indexed label, address indexed owner, uint256 cost, uint256 expires)',
};

const REGISTRY_ABI = [
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function recordExists(bytes32 node) view returns (bool)',
];
const REGISTRAR_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function nameExpires(uint256 id) view returns (uint256)',
  'function available(uint256 id) view returns (bool)',
  'event NameRegistered(uint256 indexed id, address indexed owner, uint256 expires)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
];
const CONTROLLER_ABI = ['function available(string name) view returns (bool)'];
const RESOLVER_ABI = [
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
  'function supportsInterface(bytes4 interfaceID) view returns (bool)',
];
const NAME_WRAPPER_ABI = ['function ownerOf(uint256 id) view returns (address)'];
/** ENS's StandaloneReverseRegistrar (ens-contracts), the base of the L2 and the default reverse registrars. */
const STANDALONE_REVERSE_REGISTRAR_ABI = ['function nameForAddr(address addr) view returns (string)'];

/** A reverse registrar that keeps names by address: nameForAddr(addr), '' for an address it has none for. */
function standaloneReverseRegistrar(address: string, names: Map<string, string>): EmulatedContract {
  return defineContract(address, STANDALONE_REVERSE_REGISTRAR_ABI, {
    'nameForAddr(address)': ([addr]) => [names.get((addr as string).toLowerCase()) ?? ''],
  });
}

/** ENS text keys for the profile fields (ENSIP-5, plus com.discord as the ENS app uses). */
export const ENS_TEXT_KEYS: Record<Exclude<keyof Profile, 'address'>, string> = {
  avatar: 'avatar',
  email: 'email',
  twitter: 'com.twitter',
  discord: 'com.discord',
  linkedin: 'com.linkedin',
  website: 'url',
};

interface Registration {
  owner: string;
  expires: number;
}

interface ResolverRecord {
  /** Addresses by coin type (60 = Ethereum's, addr(bytes32)). */
  addrs: Map<bigint, string>;
  texts: Map<string, string>;
  name?: string;
}

/** Reverse node of an address under a reverse namespace: namehash('<hex addr>.<suffix>'). */
export function reverseNode(address: string, suffix: string): string {
  return namehash(`${address.slice(2).toLowerCase()}.${suffix}`);
}

/**
 * An ENS-shaped naming system (ENS, Basenames, SPACE ID): registry, ERC-721 base registrar with a 90-day
 * grace period, a controller that emits the plaintext NameRegistered event, two resolvers (the current
 * public one, which also holds reverse records, and another one), and for ENS the NameWrapper.
 */
export class EnsLikeSystem {
  private readonly registrations = new Map<bigint, Registration>();
  private readonly registry = new Map<string, { owner: string; resolver: string }>();
  /** Records per resolver (lowercase address), then per node. */
  private readonly resolvers = new Map<string, Map<string, ResolverRecord>>();
  /** NameWrapper.ownerOf(node) of wrapped names, with the registrar expiry that bounds it. */
  private readonly wrapped = new Map<bigint, Registration>();
  /** ENSIP-19 names in the L2ReverseRegistrar, by lowercase address. */
  private readonly l2Names = new Map<string, string>();
  /** ENSIP-19 default names in the DefaultReverseRegistrar, by lowercase address. */
  private readonly defaultNames = new Map<string, string>();
  private readonly controllerIface: Interface;
  private readonly registrarIface = new Interface(REGISTRAR_ABI);
  private readonly transferEvent = eventEncoder(this.registrarIface, 'Transfer');
  private readonly registrarEvent = eventEncoder(this.registrarIface, 'NameRegistered');
  private readonly controllerEventEncoder: EventEncoder;
  readonly contracts: EmulatedContract[];

  constructor(
    readonly chain: EvmChain,
    readonly config: EnsLikeConfig,
  ) {
    this.controllerIface = new Interface([CONTROLLER_EVENTS[config.flavour], ...CONTROLLER_ABI]);
    this.controllerEventEncoder = eventEncoder(this.controllerIface, 'NameRegistered');
    this.contracts = [
      this.registryContract(),
      this.registrarContract(),
      this.controllerContract(),
      this.resolverContract(config.publicResolver),
      this.resolverContract(config.otherResolver),
    ];
    if (config.nameWrapper) this.contracts.push(this.nameWrapperContract(config.nameWrapper));
    if (config.l2ReverseRegistrar)
      this.contracts.push(standaloneReverseRegistrar(config.l2ReverseRegistrar, this.l2Names));
    if (config.defaultReverseRegistrar)
      this.contracts.push(standaloneReverseRegistrar(config.defaultReverseRegistrar, this.defaultNames));
  }

  /**
   * Registers (or re-registers) `label` to `owner`, sets records, and emits the registration logs.
   * Records go to the public resolver, or the other one (`resolver: 'other'`), or nowhere (`noRecords`: the
   * registry names no resolver). `primary` points the owner's reverse record at the name, in the public
   * resolver as the reverse registrar's setName does, whether or not the name resolves back to the owner.
   * `wrapped` (ENS) registers through the NameWrapper: the registrar's owner is the wrapper, which knows the
   * real owner (NameWrapper.ownerOf(node)), and the registry's owner of the node is the wrapper too.
   * `defaultReverse` (ENS, with `primary`) sets the primary name in the DefaultReverseRegistrar only, as an
   * account that used ENSIP-19's default.reverse instead of addr.reverse.
   */
  register(label: string, owner: string, opts: RegisterOptions = {}): void {
    const now = this.chain.clock.nowSec();
    const registeredAt = opts.registeredAt ?? now;
    const expires = opts.expiresAt ?? registeredAt + (opts.durationSec ?? YEAR_SEC);
    const labelhash = id(label);
    const tokenId = BigInt(labelhash);
    const full = `${label}.${this.config.tld}`;
    const node = namehash(full);
    const ownerAddr = getAddress(owner);
    const wrapper = opts.wrapped ? this.config.nameWrapper : undefined;
    if (opts.wrapped && !wrapper) throw new Error(`${this.config.tld} has no NameWrapper`);
    this.registrations.set(tokenId, { owner: wrapper ? getAddress(wrapper) : ownerAddr, expires });
    if (wrapper) this.wrapped.set(BigInt(node), { owner: ownerAddr, expires });
    else this.wrapped.delete(BigInt(node));
    const resolver = opts.noRecords
      ? ZERO_ADDRESS
      : opts.resolver === 'other'
        ? this.config.otherResolver
        : this.config.publicResolver;
    // As on the real contracts, registering a lapsed name anew changes the registry's owner only: without a
    // resolver of its own the node keeps its last owner's resolver, and every resolver keeps its records.
    const previous = this.registry.get(node)?.resolver ?? ZERO_ADDRESS;
    this.registry.set(node, {
      owner: wrapper ? getAddress(wrapper) : ownerAddr,
      resolver: opts.noRecords ? previous : resolver,
    });
    if (!opts.noRecords) {
      // The address is set for coin type 60 and the chain's own coin type (Basenames' registration sets both).
      const addr = getAddress(opts.profile?.address ?? ownerAddr);
      const records = this.recordsOf(resolver);
      const record: ResolverRecord = records.get(node) ?? { addrs: new Map(), texts: new Map() };
      for (const c of this.coinTypes) record.addrs.set(c, addr);
      for (const [field, key] of Object.entries(ENS_TEXT_KEYS)) {
        const value = opts.profile?.[field as keyof typeof ENS_TEXT_KEYS];
        if (value) record.texts.set(key, value);
      }
      records.set(node, record);
    }
    if (opts.primary && opts.defaultReverse) this.setDefaultPrimaryName(ownerAddr, full);
    else if (opts.primary) {
      const rev = reverseNode(ownerAddr, this.config.reverseSuffix);
      this.registry.set(rev, { owner: ownerAddr, resolver: this.config.publicResolver });
      if (this.config.l2ReverseRegistrar && !opts.legacyReverse) this.setL2PrimaryName(ownerAddr, full);
      this.recordsOf(this.config.publicResolver).set(rev, { addrs: new Map(), texts: new Map(), name: full });
    }
    const block =
      opts.block ?? (registeredAt < now - 60 ? this.chain.clock.blockAt(registeredAt) : undefined);
    const registrant = wrapper ? getAddress(wrapper) : ownerAddr;
    this.chain.emit(
      [
        this.transferEvent([ZERO_ADDRESS, registrant, tokenId]),
        this.registrarEvent([tokenId, registrant, expires]),
      ]
        .map((log) => ({ ...log, address: this.config.baseRegistrar }))
        .concat({
          ...this.controllerEvent(label, labelhash, ownerAddr, expires),
          address: this.config.controller,
        }),
      block,
    );
  }

  /** Basenames: sets an address's name in ENS's L2ReverseRegistrar, as its setName does. */
  setL2PrimaryName(addr: string, name: string): void {
    if (!this.config.l2ReverseRegistrar) throw new Error(`${this.config.tld} has no L2ReverseRegistrar`);
    this.l2Names.set(addr.toLowerCase(), name);
  }

  /** ENS: sets an address's ENSIP-19 default name in the DefaultReverseRegistrar, as its setName does. */
  setDefaultPrimaryName(addr: string, name: string): void {
    if (!this.config.defaultReverseRegistrar)
      throw new Error(`${this.config.tld} has no DefaultReverseRegistrar`);
    this.defaultNames.set(addr.toLowerCase(), name);
  }

  /** Sets or clears (null) one address record of a registered name, as its resolver's setAddr does. */
  setAddr(label: string, coinType: bigint, addr: string | null): void {
    const node = namehash(`${label}.${this.config.tld}`);
    const resolver = this.registry.get(node)?.resolver ?? ZERO_ADDRESS;
    const record = this.resolvers.get(resolver.toLowerCase())?.get(node);
    if (!record) throw new Error(`${label}.${this.config.tld} has no records`);
    if (addr) record.addrs.set(coinType, getAddress(addr));
    else record.addrs.delete(coinType);
  }

  private get coinTypes(): bigint[] {
    return [60n, ...(this.config.extraCoinType ? [this.config.extraCoinType] : [])];
  }

  private recordsOf(resolver: string): Map<string, ResolverRecord> {
    const key = resolver.toLowerCase();
    let records = this.resolvers.get(key);
    if (!records) this.resolvers.set(key, (records = new Map()));
    return records;
  }

  private controllerEvent(label: string, labelhash: string, owner: string, expires: number) {
    const cost = 3_000_000_000_000_000n;
    switch (this.config.flavour) {
      case 'ens':
        return this.controllerEventEncoder([label, labelhash, owner, cost, 0n, expires, ZeroHash]);
      case 'basenames':
        return this.controllerEventEncoder([label, labelhash, owner, expires]);
      case 'spaceid':
        return this.controllerEventEncoder([label, labelhash, owner, cost, expires]);
    }
  }

  private isAvailable(tokenId: bigint, now: number): boolean {
    const reg = this.registrations.get(tokenId);
    return !reg || reg.expires + GRACE_PERIOD_SEC < now;
  }

  private registryContract(): EmulatedContract {
    return defineContract(this.config.registry, REGISTRY_ABI, {
      'owner(bytes32)': ([node]) => [this.registry.get(node as string)?.owner ?? ZERO_ADDRESS],
      'resolver(bytes32)': ([node]) => [this.registry.get(node as string)?.resolver ?? ZERO_ADDRESS],
      'recordExists(bytes32)': ([node]) => [this.registry.has(node as string)],
    });
  }

  private registrarContract(): EmulatedContract {
    return defineContract(this.config.baseRegistrar, REGISTRAR_ABI, {
      'ownerOf(uint256)': ([tokenId], ctx) => {
        const reg = this.registrations.get(tokenId as bigint);
        // ENS's and SPACE ID's BaseRegistrarImplementation check require(expiries[tokenId] > now), a bare
        // require, before ERC721's own check: a never-registered name reverts without a reason too. (Basenames'
        // registrar is not published in a package we can install; it keeps ERC721's reason here, unchecked.)
        if (!reg && this.config.flavour === 'basenames') revert('ERC721: invalid token ID');
        if (!reg || reg.expires <= ctx.timestamp) revertEmpty();
        return [reg.owner];
      },
      'nameExpires(uint256)': ([tokenId]) => [this.registrations.get(tokenId as bigint)?.expires ?? 0],
      'available(uint256)': ([tokenId], ctx) => [this.isAvailable(tokenId as bigint, ctx.timestamp)],
    });
  }

  private controllerContract(): EmulatedContract {
    return defineContract(this.config.controller, CONTROLLER_ABI, {
      // valid(name) = at least 3 code points, then the registrar's availability (docs/upstreams.md sections 1, 2 and 5).
      'available(string)': ([name], ctx) => [
        [...(name as string)].length >= 3 && this.isAvailable(BigInt(id(name as string)), ctx.timestamp),
      ],
    });
  }

  /**
   * NameWrapper.ownerOf(uint256(node)): a wrapped .eth 2LD keeps its owner until registrar expiry + grace
   * (the wrapper's own expiry), then reads as the zero address (PARENT_CANNOT_CONTROL is burned for wrapped
   * .eth names); unwrapped or unknown nodes read as zero.
   */
  private nameWrapperContract(address: string): EmulatedContract {
    return defineContract(address, NAME_WRAPPER_ABI, {
      'ownerOf(uint256)': ([tokenId], ctx) => {
        const w = this.wrapped.get(tokenId as bigint);
        return [w && w.expires + GRACE_PERIOD_SEC >= ctx.timestamp ? w.owner : ZERO_ADDRESS];
      },
    });
  }

  private resolverContract(address: string): EmulatedContract {
    const records = this.recordsOf(address);
    return defineContract(address, RESOLVER_ABI, {
      'addr(bytes32)': ([node]) => [records.get(node as string)?.addrs.get(60n) ?? ZERO_ADDRESS],
      // ENSIP-9: EVM addresses as their 20 raw bytes, '0x' when unset.
      'addr(bytes32,uint256)': ([node, coinType]) => [
        records
          .get(node as string)
          ?.addrs.get(coinType as bigint)
          ?.toLowerCase() ?? '0x',
      ],
      'text(bytes32,string)': ([node, key], ctx) => [
        ctx.expand(records.get(node as string)?.texts.get(key as string) ?? ''),
      ],
      'name(bytes32)': ([node]) => [records.get(node as string)?.name ?? ''],
      'contenthash(bytes32)': () => ['0x'],
      'supportsInterface(bytes4)': ([interfaceId]) => [
        ['0x3b3b57de', '0xf1cb7e06', '0x59d1d43c', '0x691f3431', '0x01ffc9a7'].includes(
          toBeHex(interfaceId as string, 4),
        ),
      ],
    });
  }
}
