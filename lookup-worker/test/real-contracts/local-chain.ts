import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ganache from 'ganache';
import {
  BrowserProvider,
  Contract,
  ContractFactory,
  type ContractTransactionResponse,
  type Eip1193Provider,
  getAddress,
  type InterfaceAbi,
  JsonRpcSigner,
  type TransactionRequest,
} from 'ethers';

const require = createRequire(import.meta.url);

/** A compiled contract as the services publish it: ABI plus creation bytecode. */
export interface Artifact {
  abi: InterfaceAbi;
  bytecode: string;
}

/**
 * Loads a build artifact shipped in an npm package (truffle's build/contracts/*.json or hardhat's
 * artifacts/**.json). Both carry `abi` and `bytecode`; an artifact without creation code (an interface) or
 * with unlinked libraries cannot be deployed, so it is refused here rather than failing later. `abi`
 * replaces a published ABI that does not describe its own bytecode (the code is what runs on chain).
 */
export function artifact(path: string, abi?: InterfaceAbi): Artifact {
  const json = require(path) as { abi?: InterfaceAbi; bytecode?: string };
  const bytecode = json.bytecode ?? '';
  if (!json.abi || !/^0x[0-9a-f]{2,}$/i.test(bytecode)) throw new Error(`${path} has no deployable bytecode`);
  return { abi: abi ?? json.abi, bytecode };
}

/** Where the adapters look for Multicall3 on every chain (docs/upstreams.md). */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** One in-process EVM chain, served over HTTP on a free loopback port for the adapters' JsonRpcProvider. */
export interface LocalChain {
  /** JSON-RPC over HTTP, as the adapters reach an upstream. */
  url: string;
  /** The test's own view of the chain (in process, no HTTP), for deploying and sending transactions. */
  provider: BrowserProvider;
  /** Ganache's unlocked, deterministic accounts. */
  accounts: string[];
  signer(account: number): Promise<JsonRpcSigner>;
  /** Moves chain time forward and mines a block, so `latest` carries the new time. */
  increaseTime(seconds: number): Promise<void>;
  /** Timestamp of the latest block, in seconds. */
  now(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts ganache with the given chain id (so signed data and eth_chainId match the real chain) and puts
 * Multicall3's runtime code at its canonical address, as on every real chain the adapters use. Blocks are
 * mined as each transaction arrives (instamine 'eager'), so a sent transaction is final when it resolves.
 */
export async function startLocalChain(chainId: number): Promise<LocalChain> {
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId, hardfork: 'shanghai' },
    wallet: { deterministic: true, totalAccounts: 12, defaultBalance: 10_000 },
    miner: { instamine: 'eager' },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const provider = new BrowserProvider(server.provider as unknown as Eip1193Provider, chainId);
  // Checksummed, as ethers decodes addresses and so as the adapters report them.
  const accounts = ((await provider.send('eth_accounts', [])) as string[]).map((a) => getAddress(a));
  const chain: LocalChain = {
    url: `http://127.0.0.1:${port}`,
    provider,
    accounts,
    signer: async (i) => new FixedGasSigner(provider, accounts[i]!),
    async increaseTime(seconds) {
      await provider.send('evm_increaseTime', [seconds]);
      await provider.send('evm_mine', []);
    },
    async now() {
      // provider.send, not getBlock: ethers answers a repeated request from a 250 ms cache.
      const block = (await provider.send('eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
      return Number(block.timestamp);
    },
    close: () => server.close(),
  };
  // Multicall3 has no constructor state: its runtime code alone is the whole contract.
  const temp = await deploy(await chain.signer(0), { abi: [], bytecode: await multicall3Bytecode() });
  const code = await provider.getCode(await temp.getAddress());
  await provider.send('evm_setAccountCode', [MULTICALL3_ADDRESS, code]);
  return chain;
}

/**
 * Multicall3's creation code as viem ships it (the code deployed at the canonical address on every chain).
 * viem keeps it out of its package exports, so its module is imported by path.
 */
async function multicall3Bytecode(): Promise<string> {
  const root = dirname(require.resolve('viem/package.json'));
  const mod = (await import(pathToFileURL(join(root, '_esm/constants/contracts.js')).href)) as {
    multicall3Bytecode: string;
  };
  return mod.multicall3Bytecode;
}

/**
 * A signer that sends every transaction with a fixed gas limit instead of asking eth_estimateGas first, which
 * would run each transaction twice. A revert still fails: the mined receipt's status is checked by wait().
 */
class FixedGasSigner extends JsonRpcSigner {
  override sendUncheckedTransaction(tx: TransactionRequest): Promise<string> {
    return super.sendUncheckedTransaction({ gasLimit: 15_000_000, ...tx });
  }
}

/** Deploys an artifact with constructor arguments and waits for it to be mined. */
export async function deploy(
  signer: JsonRpcSigner,
  art: Artifact,
  args: readonly unknown[] = [],
): Promise<Contract> {
  const factory = new ContractFactory(art.abi, art.bytecode, signer);
  const contract = await factory.deploy(...args);
  await contract.waitForDeployment();
  return new Contract(await contract.getAddress(), art.abi, signer);
}

/** Waits for a transaction sent through a contract method; a revert rejects with the contract's reason. */
export async function mined(sent: Promise<ContractTransactionResponse>): Promise<number> {
  const receipt = await (await sent).wait();
  const block = await receipt!.getBlock();
  return block.timestamp;
}

/**
 * Deploying and registering takes a few seconds of CPU; on a busy 2-core machine running the whole suite it
 * can take several times that, so the set-up hooks get more than the default minute.
 */
export const SETUP_TIMEOUT_MS = 180_000;
