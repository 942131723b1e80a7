import { type Contract, id, keccak256, namehash, parseEther, toUtf8Bytes, ZeroAddress } from 'ethers';
import { type LocalChain, mined } from './local-chain.ts';

/** The contracts of one ENS-shaped deployment (ENS, or a SPACE ID TLD) the tests register names through. */
export interface EnsLikeStack {
  tld: string;
  registry: Contract;
  baseRegistrar: Contract;
  /** A commit/reveal controller with ENS's ETHRegistrarController interface (makeCommitmentWithConfig...). */
  controller: Contract;
  /** The resolver names are registered with. */
  forwardResolver: Contract;
  /** The ReverseRegistrar's default resolver: where setName writes reverse records. */
  reverseResolver: Contract;
  reverseRegistrar: Contract;
}

export interface Registration {
  label: string;
  /** Account index of the registrant. */
  owner: number;
  durationSec: number;
  /** Register with the stack's forward resolver, and with this address as addr(name) when given. */
  resolver?: boolean;
  addr?: string;
}

/** The ENSIP-5 text records the adapters read, as a name's owner sets them. */
export const TEXT_RECORDS = {
  avatar: 'https://example.com/avatars/alice.png',
  email: 'alice@example.com',
  'com.twitter': '@alice',
  'com.discord': 'alice#1234',
  'com.linkedin': 'alice-linkedin',
  url: 'https://alice.example.com',
} as const;

export const labelhash = (label: string) => keccak256(toUtf8Bytes(label));

/**
 * Registers names through the controller's own commit/reveal: every commitment first, then one wait of the
 * controller's minCommitmentAge of chain time, then every registration. Returns each name's expiry (the
 * registration block's timestamp plus its duration, computed here, not read from the registrar).
 */
export async function registerAll(
  chain: LocalChain,
  stack: EnsLikeStack,
  registrations: readonly Registration[],
): Promise<Record<string, number>> {
  const secret = id('namescope real-contract tier');
  const prepared = [];
  for (const r of registrations) {
    const signer = await chain.signer(r.owner);
    const owner = chain.accounts[r.owner]!;
    const resolver = r.resolver ? await stack.forwardResolver.getAddress() : ZeroAddress;
    const addr = r.addr ?? ZeroAddress;
    const controller = stack.controller.connect(signer) as Contract;
    const commitment = (await controller.makeCommitmentWithConfig!(
      r.label,
      owner,
      secret,
      resolver,
      addr,
    )) as string;
    await mined(controller.commit!(commitment));
    prepared.push({ r, controller, owner, resolver, addr });
  }
  const minAge = Number(await stack.controller.minCommitmentAge!());
  await chain.increaseTime(minAge + 1);
  const expiries: Record<string, number> = {};
  for (const { r, controller, owner, resolver, addr } of prepared) {
    // Overpaying is fine: the controller refunds the difference.
    const at = await mined(
      controller.registerWithConfig!(r.label, owner, r.durationSec, secret, resolver, addr, {
        value: parseEther('1'),
      }),
    );
    expiries[r.label] = at + r.durationSec;
  }
  return expiries;
}

/** The owner of `label.tld` sets the text records on its resolver, as the ENS and SPACE ID apps do. */
export async function setTextRecords(chain: LocalChain, stack: EnsLikeStack, label: string, owner: number) {
  const resolver = stack.forwardResolver.connect(await chain.signer(owner)) as Contract;
  const node = namehash(`${label}.${stack.tld}`);
  for (const [key, value] of Object.entries(TEXT_RECORDS)) await mined(resolver.setText!(node, key, value));
}

/** The account sets its primary name through the ReverseRegistrar (written to its default resolver). */
export async function setPrimaryName(chain: LocalChain, stack: EnsLikeStack, owner: number, name: string) {
  const reverse = stack.reverseRegistrar.connect(await chain.signer(owner)) as Contract;
  await mined(reverse.setName!(name));
}

/**
 * The account points its reverse node at the forward resolver and writes its name there itself (what older
 * ENS managers did: claimWithResolver, then setName on that resolver).
 */
export async function setReverseOnForwardResolver(
  chain: LocalChain,
  stack: EnsLikeStack,
  owner: number,
  name: string,
) {
  const signer = await chain.signer(owner);
  const resolver = await stack.forwardResolver.getAddress();
  const account = chain.accounts[owner]!;
  await mined((stack.reverseRegistrar.connect(signer) as Contract).claimWithResolver!(account, resolver));
  const reverseNode = namehash(`${account.slice(2).toLowerCase()}.addr.reverse`);
  await mined((stack.forwardResolver.connect(signer) as Contract).setName!(reverseNode, name));
}
