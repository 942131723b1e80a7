import { type Contract, namehash, ZeroAddress } from 'ethers';
import { artifact, type Artifact, deploy, type LocalChain, mined } from './local-chain.ts';

// Unstoppable Domains' own hardhat build, as published in @unstoppabledomains/uns.
const UNS = {
  registry: artifact('@unstoppabledomains/uns/artifacts/UNSRegistry.json'),
  mintingManager: artifact('@unstoppabledomains/uns/artifacts/MintingManager.json'),
  proxyReader: artifact('@unstoppabledomains/uns/artifacts/ProxyReader.json'),
  proxy: artifact('@unstoppabledomains/uns/artifacts/TransparentUpgradeableProxy.json'),
};

export interface UnsDeployment {
  registry: Contract;
  mintingManager: Contract;
  proxyReader: Contract;
}

/** The account that administers the proxies; a transparent proxy never forwards its admin's calls. */
const PROXY_ADMIN = 11;

/**
 * Deploys UNS as UD does on each chain (uns-config.json: every contract behind a TransparentUpgradeableProxy,
 * initialised through it): UNSRegistry, MintingManager (which mints the TLDs and every name) and ProxyReader.
 * The deployer (account 0) is the MintingManager's owner and a minter.
 */
export async function deployUns(chain: LocalChain): Promise<UnsDeployment> {
  const deployer = await chain.signer(0);
  const behindProxy = async (art: Artifact): Promise<Contract> => {
    const logic = await deploy(deployer, art);
    const proxy = await deploy(deployer, UNS.proxy, [
      await logic.getAddress(),
      chain.accounts[PROXY_ADMIN],
      '0x',
    ]);
    return logic.attach(await proxy.getAddress()) as Contract;
  };
  const mintingManager = await behindProxy(UNS.mintingManager);
  const registry = await behindProxy(UNS.registry);
  const proxyReader = await behindProxy(UNS.proxyReader);
  const mm = await mintingManager.getAddress();
  const reg = await registry.getAddress();
  await mined(registry.initialize!(mm, ZeroAddress, ZeroAddress, ZeroAddress));
  await mined(
    mintingManager.initialize!(reg, ZeroAddress, ZeroAddress, ZeroAddress, ZeroAddress, ZeroAddress),
  );
  await mined(proxyReader.initialize!(reg, ZeroAddress));
  await mined(mintingManager.addMinter!(chain.accounts[0]));
  await mined(mintingManager.addProxyReaders!([await proxyReader.getAddress()]));
  for (const tld of ['crypto', 'blockchain']) {
    if (!(await registry.exists!(BigInt(namehash(tld))))) await mined(mintingManager.addTld!(tld, false));
  }
  return { registry, mintingManager, proxyReader };
}

/**
 * The environment that points the adapters at UNS on two local chains (Polygon's and Ethereum's deployments),
 * as a deployment's .env points them at UD's contracts.
 */
export async function unsUpstreamEnv(
  chains: { polygon: LocalChain; ethereum: LocalChain },
  onPolygon: UnsDeployment,
  onEthereum: UnsDeployment,
): Promise<Record<string, string>> {
  return {
    UPSTREAMS: 'mainnet',
    POLYGON_RPC_URL: chains.polygon.url,
    ETHEREUM_RPC_URL: chains.ethereum.url,
    UD_POLYGON_PROXY_READER_ADDRESS: await onPolygon.proxyReader.getAddress(),
    UD_POLYGON_REGISTRY_ADDRESS: await onPolygon.registry.getAddress(),
    UD_POLYGON_MINTING_MANAGER_ADDRESS: await onPolygon.mintingManager.getAddress(),
    UD_ETHEREUM_PROXY_READER_ADDRESS: await onEthereum.proxyReader.getAddress(),
    UD_ETHEREUM_REGISTRY_ADDRESS: await onEthereum.registry.getAddress(),
    UD_ETHEREUM_MINTING_MANAGER_ADDRESS: await onEthereum.mintingManager.getAddress(),
  };
}

/** Mints `label.tld` to `to` with records through the MintingManager, as UD's minting service does. */
export async function mint(
  uns: UnsDeployment,
  to: string,
  label: string,
  tld: string,
  records: Record<string, string> = {},
  withReverse = false,
): Promise<void> {
  await mined(
    uns.mintingManager.issueWithRecords!(
      to,
      [label, tld],
      Object.keys(records),
      Object.values(records),
      withReverse,
    ),
  );
}
