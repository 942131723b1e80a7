import { type Contract, getCreateAddress, namehash, ZeroAddress, ZeroHash } from 'ethers';
import { labelhash, type EnsLikeStack } from './ens-like-registration.ts';
import { artifact, deploy, type LocalChain, mined } from './local-chain.ts';

// ENS's own published builds (truffle build/contracts). The NameWrapper is not in any of ENS's installable
// packages (@ensdomains/ens-contracts has no installable version); @unstoppabledomains/uns ships ENS's
// NameWrapper.sol compiled from @ensdomains/ens-contracts (its sourceName says so), which UD uses for its
// ENS custody contracts.
const ENS = {
  oldRegistry: artifact('@ensdomains/ens/build/contracts/ENSRegistry.json'),
  // @ensdomains/ens 0.6.2 publishes these two with garbled ABIs (a two-argument constructor named setOwner,
  // a 'function ens'...); their bytecode is sound, so ENS's documented interfaces drive it.
  registry: artifact('@ensdomains/ens/build/contracts/ENSRegistryWithFallback.json', [
    'constructor(address _old)',
    'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
    'function owner(bytes32 node) view returns (address)',
    'function resolver(bytes32 node) view returns (address)',
  ]),
  reverseRegistrar: artifact('@ensdomains/ens/build/contracts/ReverseRegistrar.json', [
    'constructor(address ensAddr, address resolverAddr)',
    'function setName(string name) returns (bytes32)',
    'function claimWithResolver(address owner, address resolver) returns (bytes32)',
    'function defaultResolver() view returns (address)',
  ]),
  baseRegistrar: artifact('@ensdomains/ethregistrar/build/contracts/BaseRegistrarImplementation.json'),
  controller: artifact('@ensdomains/ethregistrar/build/contracts/ETHRegistrarController.json'),
  priceOracle: artifact('@ensdomains/ethregistrar/build/contracts/StablePriceOracle.json'),
  usdOracle: artifact('@ensdomains/ethregistrar/build/contracts/DummyOracle.json'),
  publicResolver: artifact('@ensdomains/resolver/build/contracts/PublicResolver.json'),
  // ENS's current PublicResolver (ens-contracts), as compiled in @unstoppabledomains/uns like the NameWrapper.
  currentResolver: artifact('@unstoppabledomains/uns/artifacts/PublicResolver.json'),
  nameWrapper: artifact('@unstoppabledomains/uns/artifacts/NameWrapper.json'),
};

export interface EnsDeployment extends EnsLikeStack {
  nameWrapper: Contract;
  /** Seconds a lapsed name stays taken, read from the registrar. */
  gracePeriod: number;
  minDuration: number;
}

/**
 * Deploys ENS the way mainnet is wired: a registry with fallback to an old one, the .eth base registrar
 * owning the eth node, a commit/reveal controller, the ReverseRegistrar owning addr.reverse with the current
 * PublicResolver as its default (names are registered with an older PublicResolver, as many on mainnet
 * are), and the NameWrapper over the registrar.
 */
export async function deployEns(chain: LocalChain): Promise<EnsDeployment> {
  const deployer = await chain.signer(0);
  const root = chain.accounts[0]!;
  const old = await deploy(deployer, ENS.oldRegistry);
  const registry = await deploy(deployer, ENS.registry, [await old.getAddress()]);
  const registryAddress = await registry.getAddress();
  const forwardResolver = await deploy(deployer, ENS.publicResolver, [registryAddress]);
  // As on mainnet, reverse records go to the current PublicResolver while names keep an older one. The
  // current one claims its deployer's reverse record when it is made, so addr.reverse must have its
  // ReverseRegistrar first, and that takes its default resolver's address when it is made: the resolver's
  // address is the deployer's next-but-three contract address. No trusted controller or wrapper: the
  // ReverseRegistrar owns a reverse node when it writes its name.
  const reverseResolverAddress = getCreateAddress({
    from: root,
    nonce: (await chain.provider.getTransactionCount(root)) + 3,
  });
  const reverseRegistrar = await deploy(deployer, ENS.reverseRegistrar, [
    registryAddress,
    reverseResolverAddress,
  ]);
  await mined(registry.setSubnodeOwner!(ZeroHash, labelhash('reverse'), root));
  await mined(
    registry.setSubnodeOwner!(namehash('reverse'), labelhash('addr'), await reverseRegistrar.getAddress()),
  );
  const reverseResolver = await deploy(deployer, ENS.currentResolver, [
    registryAddress,
    ZeroAddress,
    ZeroAddress,
    ZeroAddress,
  ]);
  if ((await reverseResolver.getAddress()) !== reverseResolverAddress)
    throw new Error('the current PublicResolver did not land where the ReverseRegistrar expects it');
  const baseRegistrar = await deploy(deployer, ENS.baseRegistrar, [registryAddress, namehash('eth')]);
  await mined(registry.setSubnodeOwner!(ZeroHash, labelhash('eth'), await baseRegistrar.getAddress()));
  // 1 ETH = 2000 USD (8 decimals); rent in attoUSD per second by name length.
  const usd = await deploy(deployer, ENS.usdOracle, [200_000_000_000n]);
  const prices = await deploy(deployer, ENS.priceOracle, [await usd.getAddress(), [0n, 0n, 20n, 5n, 1n]]);
  const controller = await deploy(deployer, ENS.controller, [
    await baseRegistrar.getAddress(),
    await prices.getAddress(),
    60,
    86_400,
  ]);
  await mined(baseRegistrar.addController!(await controller.getAddress()));
  const nameWrapper = await deploy(deployer, ENS.nameWrapper, [
    registryAddress,
    await baseRegistrar.getAddress(),
    ZeroAddress,
  ]);
  return {
    tld: 'eth',
    registry,
    baseRegistrar,
    controller,
    forwardResolver,
    reverseResolver,
    reverseRegistrar,
    nameWrapper,
    gracePeriod: Number(await baseRegistrar.GRACE_PERIOD!()),
    minDuration: Number(await controller.MIN_REGISTRATION_DURATION!()),
  };
}
