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

/** Which registrar controller event a deployment emits (UPSTREAMS 1.6, 2.5, 5.5). */
export type ControllerFlavour = 'ens' | 'basenames' | 'spaceid';

export interface EnsLikeConfig {
  tld: string;
  registry: string;
  baseRegistrar: string;
  controller: string;
  publicResolver: string;
  nameWrapper?: string;
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
  addr?: string;
  texts: Map<string, string>;
  name?: string;
}

/** Reverse node of an address under a reverse namespace: namehash('<hex addr>.<suffix>'). */
export function reverseNode(address: string, suffix: string): string {
  return namehash(`${address.slice(2).toLowerCase()}.${suffix}`);
}

/**
 * An ENS-shaped naming system (ENS, Basenames, SPACE ID): registry, ERC-721 base registrar with a 90-day
 * grace period, a controller that emits the plaintext NameRegistered event, and a public resolver.
 */
export class EnsLikeSystem {
  private readonly registrations = new Map<bigint, Registration>();
  private readonly registry = new Map<string, { owner: string; resolver: string }>();
  private readonly records = new Map<string, ResolverRecord>();
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
      this.resolverContract(),
    ];
    if (config.nameWrapper)
      // Nothing is wrapped here: NameWrapper.ownerOf answers the zero address as it does for unwrapped names.
      this.contracts.push(
        defineContract(config.nameWrapper, NAME_WRAPPER_ABI, { 'ownerOf(uint256)': () => [ZERO_ADDRESS] }),
      );
  }

  /** Registers (or re-registers) `label` to `owner`, sets records, and emits the registration logs. */
  register(label: string, owner: string, opts: RegisterOptions = {}): void {
    const now = this.chain.clock.nowSec();
    const registeredAt = opts.registeredAt ?? now;
    const expires = opts.expiresAt ?? registeredAt + (opts.durationSec ?? YEAR_SEC);
    const labelhash = id(label);
    const tokenId = BigInt(labelhash);
    const node = namehash(`${label}.${this.config.tld}`);
    const ownerAddr = getAddress(owner);
    this.registrations.set(tokenId, { owner: ownerAddr, expires });
    this.registry.set(node, { owner: ownerAddr, resolver: this.config.publicResolver });
    const record: ResolverRecord = { addr: getAddress(opts.profile?.address ?? ownerAddr), texts: new Map() };
    for (const [field, key] of Object.entries(ENS_TEXT_KEYS)) {
      const value = opts.profile?.[field as keyof typeof ENS_TEXT_KEYS];
      if (value) record.texts.set(key, value);
    }
    this.records.set(node, record);
    if (opts.primary) {
      const rev = reverseNode(ownerAddr, this.config.reverseSuffix);
      this.registry.set(rev, { owner: ownerAddr, resolver: this.config.publicResolver });
      this.records.set(rev, { texts: new Map(), name: `${label}.${this.config.tld}` });
    }
    const block =
      opts.block ?? (registeredAt < now - 60 ? this.chain.clock.blockAt(registeredAt) : undefined);
    this.chain.emit(
      [
        this.transferEvent([ZERO_ADDRESS, ownerAddr, tokenId]),
        this.registrarEvent([tokenId, ownerAddr, expires]),
      ]
        .map((log) => ({ ...log, address: this.config.baseRegistrar }))
        .concat({
          ...this.controllerEvent(label, labelhash, ownerAddr, expires),
          address: this.config.controller,
        }),
      block,
    );
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
        if (!reg) revert('ERC721: invalid token ID');
        // BaseRegistrarImplementation: require(expiries[tokenId] > block.timestamp), a bare require.
        if (reg.expires <= ctx.timestamp) revertEmpty();
        return [reg.owner];
      },
      'nameExpires(uint256)': ([tokenId]) => [this.registrations.get(tokenId as bigint)?.expires ?? 0],
      'available(uint256)': ([tokenId], ctx) => [this.isAvailable(tokenId as bigint, ctx.timestamp)],
    });
  }

  private controllerContract(): EmulatedContract {
    return defineContract(this.config.controller, CONTROLLER_ABI, {
      // valid(name) = at least 3 code points, then the registrar's availability (UPSTREAMS 1.3, 2.3, 5.3).
      'available(string)': ([name], ctx) => [
        [...(name as string)].length >= 3 && this.isAvailable(BigInt(id(name as string)), ctx.timestamp),
      ],
    });
  }

  private resolverContract(): EmulatedContract {
    const coinTypes = new Set([60n, ...(this.config.extraCoinType ? [this.config.extraCoinType] : [])]);
    return defineContract(this.config.publicResolver, RESOLVER_ABI, {
      'addr(bytes32)': ([node]) => [this.records.get(node as string)?.addr ?? ZERO_ADDRESS],
      'addr(bytes32,uint256)': ([node, coinType]) => {
        const addr = this.records.get(node as string)?.addr;
        return [addr && coinTypes.has(coinType as bigint) ? addr.toLowerCase() : '0x'];
      },
      'text(bytes32,string)': ([node, key], ctx) => [
        ctx.expand(this.records.get(node as string)?.texts.get(key as string) ?? ''),
      ],
      'name(bytes32)': ([node]) => [this.records.get(node as string)?.name ?? ''],
      'contenthash(bytes32)': () => ['0x'],
      'supportsInterface(bytes4)': ([interfaceId]) => [
        ['0x3b3b57de', '0xf1cb7e06', '0x59d1d43c', '0x691f3431', '0x01ffc9a7'].includes(
          toBeHex(interfaceId as string, 4),
        ),
      ],
    });
  }
}
