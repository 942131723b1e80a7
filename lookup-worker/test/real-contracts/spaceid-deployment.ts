import { namehash, ZeroHash } from 'ethers';
import { type EnsLikeStack, labelhash } from './ens-like-registration.ts';
import { artifact, deploy, type LocalChain, mined } from './local-chain.ts';

// SPACE ID's own hardhat build, as published in @siddomains/sid-contracts (artifacts/contracts/...).
const sid = (path: string) => artifact(`@siddomains/sid-contracts/artifacts/contracts/${path}`);
const SID = {
  registry: sid('registry/SIDRegistry.sol/SIDRegistry.json'),
  reverseRegistrar: sid('registry/ReverseRegistrar.sol/ReverseRegistrar.json'),
  baseRegistrar: sid('bnbregistrar/BaseRegistrarImplementation.sol/BaseRegistrarImplementation.json'),
  // The first .bnb controller: ENS-style commit/reveal. SPACE ID's later controllers add gift cards,
  // referrals and points around the same base registrar.
  controller: sid('bnbregistrar/BNBRegistrarControllerV1.sol/BNBRegistrarController.json'),
  priceOracle: sid('bnbregistrar/StablePriceOracle.sol/StablePriceOracle.json'),
  usdOracle: sid('price-oracle/DummyOracle.sol/DummyOracle.json'),
  publicResolver: sid('resolvers/PublicResolver.sol/PublicResolver.json'),
};

export interface SpaceIdDeployment extends EnsLikeStack {
  /** Seconds a lapsed name stays taken, read from the registrar. */
  gracePeriod: number;
  minDuration: number;
}

/**
 * Deploys one SPACE ID TLD as SPACE ID wires it: SIDRegistry, the TLD's base registrar owning its node, the
 * commit/reveal controller, the ReverseRegistrar owning addr.reverse, and two PublicResolvers trusting the
 * controller and the ReverseRegistrar: one that names register with, and the ReverseRegistrar's default.
 */
export async function deploySpaceId(chain: LocalChain, tld: string): Promise<SpaceIdDeployment> {
  const deployer = await chain.signer(0);
  const registry = await deploy(deployer, SID.registry);
  const registryAddress = await registry.getAddress();
  const reverseRegistrar = await deploy(deployer, SID.reverseRegistrar, [registryAddress]);
  await mined(registry.setSubnodeOwner!(ZeroHash, labelhash('reverse'), chain.accounts[0]));
  await mined(
    registry.setSubnodeOwner!(namehash('reverse'), labelhash('addr'), await reverseRegistrar.getAddress()),
  );
  const baseRegistrar = await deploy(deployer, SID.baseRegistrar, [registryAddress, namehash(tld)]);
  await mined(registry.setSubnodeOwner!(ZeroHash, labelhash(tld), await baseRegistrar.getAddress()));
  // 1 BNB = 300 USD (8 decimals); rent in attoUSD per second by name length.
  const usd = await deploy(deployer, SID.usdOracle, [30_000_000_000n]);
  const prices = await deploy(deployer, SID.priceOracle, [await usd.getAddress(), [0n, 0n, 20n, 5n, 1n]]);
  const controller = await deploy(deployer, SID.controller, [
    await baseRegistrar.getAddress(),
    await prices.getAddress(),
    60,
    86_400,
  ]);
  await mined(baseRegistrar.addController!(await controller.getAddress()));
  const resolverArgs = [
    registryAddress,
    '0x0000000000000000000000000000000000000000',
    await controller.getAddress(),
    await reverseRegistrar.getAddress(),
  ];
  const forwardResolver = await deploy(deployer, SID.publicResolver, resolverArgs);
  const reverseResolver = await deploy(deployer, SID.publicResolver, resolverArgs);
  await mined(reverseRegistrar.setDefaultResolver!(await reverseResolver.getAddress()));
  return {
    tld,
    registry,
    baseRegistrar,
    controller,
    forwardResolver,
    reverseResolver,
    reverseRegistrar,
    gracePeriod: Number(await baseRegistrar.GRACE_PERIOD!()),
    minDuration: Number(await controller.MIN_REGISTRATION_DURATION!()),
  };
}
