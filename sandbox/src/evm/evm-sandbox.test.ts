import {
  Contract,
  id,
  Interface,
  JsonRpcProvider,
  Network,
  namehash,
  ZeroAddress,
  zeroPadValue,
} from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from '../core/server.ts';
import { ENS_ADDRESSES, SPACE_ID_ADDRESSES, UD_ADDRESSES } from './addresses.ts';
import { avvyNameHash } from './avvy-hash.ts';
import { fixtureAddress } from './fixtures.ts';
import { createEvmSandbox, type EvmSandbox } from './index.ts';

const NOW = Date.UTC(2026, 0, 15);

describe('EVM sandbox JSON-RPC', () => {
  let sandbox: EvmSandbox;
  let server: SandboxServer;
  let publicUrl = '';
  const rpc = async (chain: string, body: unknown) => {
    const res = await fetch(`${server.url}/evm/${chain}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  beforeAll(async () => {
    sandbox = createEvmSandbox({
      now: NOW,
      maxBlockSpan: 5_000,
      wideRangeLogs: 0,
      get publicUrl() {
        return publicUrl;
      },
    });
    server = await startSandboxServer({ services: sandbox.services, port: 0 });
    publicUrl = server.url;
  });
  afterAll(() => server.close());

  it('answers chain id, block number and blocks, singly and in a batch', async () => {
    const [chainId, version, head] = await rpc('base', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 2, method: 'net_version' },
      { jsonrpc: '2.0', id: 3, method: 'eth_blockNumber' },
    ]);
    expect(chainId.result).toBe('0x2105');
    expect(version.result).toBe('8453');
    const block = await rpc('base', {
      jsonrpc: '2.0',
      id: 4,
      method: 'eth_getBlockByNumber',
      params: [head.result, false],
    });
    const clock = sandbox.chains.base.clock;
    expect(Number(block.result.timestamp)).toBe(clock.timestampOf(Number(head.result)));
    expect(Math.abs(Number(block.result.timestamp) * 1000 - NOW)).toBeLessThan(10_000);
  });

  it('refuses unknown methods with -32601', async () => {
    const res = await rpc('ethereum', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendRawTransaction',
      params: [],
    });
    expect(res.error.code).toBe(-32601);
  });

  it('works with an ethers JsonRpcProvider and raises CALL_EXCEPTION with the revert reason', async () => {
    const provider = new JsonRpcProvider(`${server.url}/evm/ethereum`, Network.from(1), {
      staticNetwork: Network.from(1),
    });
    const registrar = new Contract(
      ENS_ADDRESSES.baseRegistrar,
      [
        'function ownerOf(uint256) view returns (address)',
        'function nameExpires(uint256) view returns (uint256)',
      ],
      provider,
    );
    expect(await registrar.getFunction('ownerOf')(BigInt(id('alice')))).toBe(fixtureAddress('alice'));
    // Never registered, or expired (in grace): BaseRegistrarImplementation's bare
    // require(expiries[id] > now) reverts first, with no reason, as ENS's published bytecode does
    // (lookup-worker/test/real-contracts); ethers names the reason require(false).
    for (const label of ['nobody-here', 'graceful'])
      await expect(registrar.getFunction('ownerOf')(BigInt(id(label)))).rejects.toMatchObject({
        code: 'CALL_EXCEPTION',
        reason: 'require(false)',
      });
    // UNSRegistry's ERC721 gives its reason for a token never minted, as UD's published bytecode does.
    const polygon = new JsonRpcProvider(`${server.url}/evm/polygon`, Network.from(137), {
      staticNetwork: Network.from(137),
    });
    const uns = new Contract(
      UD_ADDRESSES.polygon.registry,
      ['function ownerOf(uint256) view returns (address)'],
      polygon,
    );
    await expect(uns.getFunction('ownerOf')(BigInt(namehash('nobody-here.crypto')))).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
      reason: 'ERC721: invalid token ID',
    });
    provider.destroy();
    polygon.destroy();
  });

  it("keeps the last owner's resolver and records when a lapsed name is registered anew, as the real contracts do", async () => {
    const provider = new JsonRpcProvider(`${server.url}/evm/ethereum`, Network.from(1), {
      staticNetwork: Network.from(1),
    });
    const registry = new Contract(
      ENS_ADDRESSES.registry,
      ['function owner(bytes32) view returns (address)', 'function resolver(bytes32) view returns (address)'],
      provider,
    );
    const node = namehash('relet.eth');
    const first = fixtureAddress('relet-first');
    const second = fixtureAddress('relet-second');
    sandbox.register('eth', 'relet', first, {
      registeredAt: Math.floor(NOW / 1000) - 600 * 86400,
      durationSec: 365 * 86400,
    });
    const resolverAddress = (await registry.getFunction('resolver')(node)) as string;
    sandbox.register('eth', 'relet', second, { noRecords: true });
    expect(await registry.getFunction('owner')(node)).toBe(second);
    expect(await registry.getFunction('resolver')(node)).toBe(resolverAddress);
    const resolver = new Contract(
      resolverAddress,
      ['function addr(bytes32) view returns (address)'],
      provider,
    );
    expect(await resolver.getFunction('addr')(node)).toBe(first);
    provider.destroy();
  });

  it('models a wrapped name, split forward and reverse resolvers, and a name without records', async () => {
    const provider = new JsonRpcProvider(`${server.url}/evm/ethereum`, Network.from(1), {
      staticNetwork: Network.from(1),
    });
    const at = (address: string, abi: string[]) => new Contract(address, abi, provider);
    const registrar = at(ENS_ADDRESSES.baseRegistrar, ['function ownerOf(uint256) view returns (address)']);
    const registry = at(ENS_ADDRESSES.registry, [
      'function owner(bytes32) view returns (address)',
      'function resolver(bytes32) view returns (address)',
    ]);
    const wrapper = at(ENS_ADDRESSES.nameWrapper, ['function ownerOf(uint256) view returns (address)']);
    const resolver = (address: string) =>
      at(address, [
        'function addr(bytes32) view returns (address)',
        'function name(bytes32) view returns (string)',
      ]);
    const call = (c: Contract, fn: string, ...args: unknown[]) =>
      c.getFunction(fn)(...args) as Promise<string>;

    // Wrapped: the registrar and the registry name the NameWrapper; the wrapper names the real owner.
    expect(await call(registrar, 'ownerOf', BigInt(id('wrapped')))).toBe(ENS_ADDRESSES.nameWrapper);
    expect(await call(registry, 'owner', namehash('wrapped.eth'))).toBe(ENS_ADDRESSES.nameWrapper);
    expect(await call(wrapper, 'ownerOf', BigInt(namehash('wrapped.eth')))).toBe(fixtureAddress('wrapped'));
    expect(await call(wrapper, 'ownerOf', BigInt(namehash('alice.eth')))).toBe(ZeroAddress);

    // oldresolver.eth: forward records in the legacy resolver, the owner's reverse record in the current one.
    const owner = fixtureAddress('oldresolver');
    const reverse = namehash(`${owner.slice(2).toLowerCase()}.addr.reverse`);
    expect(await call(registry, 'resolver', namehash('oldresolver.eth'))).toBe(ENS_ADDRESSES.otherResolver);
    expect(await call(registry, 'resolver', reverse)).toBe(ENS_ADDRESSES.publicResolver);
    expect(await call(resolver(ENS_ADDRESSES.publicResolver), 'name', reverse)).toBe('oldresolver.eth');
    expect(await call(resolver(ENS_ADDRESSES.otherResolver), 'name', reverse)).toBe('');
    const forward = resolver(ENS_ADDRESSES.otherResolver);
    expect(await call(forward, 'addr', namehash('oldresolver.eth'))).toBe(owner);

    // unverified.eth: the reverse record claims it; its address record is someone else.
    const claimant = fixtureAddress('unverified');
    const claimNode = namehash(`${claimant.slice(2).toLowerCase()}.addr.reverse`);
    const current = resolver(ENS_ADDRESSES.publicResolver);
    expect(await call(current, 'name', claimNode)).toBe('unverified.eth');
    expect(await call(current, 'addr', namehash('unverified.eth'))).toBe(fixtureAddress('unverified-target'));

    // norecords.eth: registered, but the registry names no resolver.
    expect(await call(registry, 'resolver', namehash('norecords.eth'))).toBe(ZeroAddress);
    expect(await call(registrar, 'ownerOf', BigInt(id('norecords')))).toBe(fixtureAddress('norecords'));
    provider.destroy();
  });

  it('runs Multicall3 aggregate3, honouring allowFailure', async () => {
    const provider = new JsonRpcProvider(`${server.url}/evm/ethereum`, Network.from(1), {
      staticNetwork: Network.from(1),
    });
    const multicall = new Contract(
      '0xcA11bde05977b3631167028862bE2a173976CA11',
      [
        'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) view returns ((bool success, bytes returnData)[])',
      ],
      provider,
    );
    const registrar = new Interface(['function ownerOf(uint256) view returns (address)']);
    const calls = (allowFailure: boolean) => [
      [ENS_ADDRESSES.baseRegistrar, true, registrar.encodeFunctionData('ownerOf', [BigInt(id('alice'))])],
      [
        ENS_ADDRESSES.baseRegistrar,
        allowFailure,
        registrar.encodeFunctionData('ownerOf', [BigInt(id('nobody'))]),
      ],
    ];
    const [ok, failed] = await multicall.getFunction('aggregate3').staticCall(calls(true));
    expect(ok.success).toBe(true);
    expect(registrar.decodeFunctionResult('ownerOf', ok.returnData)[0]).toBe(fixtureAddress('alice'));
    expect(failed.success).toBe(false);
    await expect(multicall.getFunction('aggregate3').staticCall(calls(false))).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
      reason: 'Multicall3: call failed',
    });
    // ethers parses the sandbox's logs and blocks.
    const head = await provider.getBlockNumber();
    const logs = await provider.getLogs({ fromBlock: head - 4_000, toBlock: head });
    for (const log of logs) expect(log.blockNumber).toBeLessThanOrEqual(head);
    const block = await provider.getBlock(head);
    expect(block?.timestamp).toBe(sandbox.chains.ethereum.clock.timestampOf(head));
    provider.destroy();
  });

  it('filters eth_getLogs by address, topics and block range', async () => {
    const topic = id('NameRegistered(string,bytes32,address,uint256,uint256)');
    const head = sandbox.chains.bsc.head();
    const all = await rpc('bsc', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getLogs',
      params: [
        { fromBlock: '0x0', toBlock: 'latest', address: SPACE_ID_ADDRESSES.bnb.controller, topics: [topic] },
      ],
    });
    // Refused: the seeded history spans far more than 5,000 blocks.
    expect(all.error.code).toBe(-32005);
    expect(all.error.message).toMatch(/block range too large/);

    const aliceBlock = sandbox.chains.bsc.clock.blockAt(Math.floor(NOW / 1000) - 400 * 86400);
    const window = {
      fromBlock: `0x${(aliceBlock - 10).toString(16)}`,
      toBlock: `0x${(aliceBlock + 10).toString(16)}`,
    };
    const found = await rpc('bsc', {
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_getLogs',
      params: [{ ...window, address: [SPACE_ID_ADDRESSES.bnb.controller], topics: [topic, id('alice')] }],
    });
    expect(found.result).toHaveLength(1);
    expect(found.result[0].topics[2]).toBe(zeroPadValue(fixtureAddress('alice'), 32).toLowerCase());
    const otherTopic = await rpc('bsc', {
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_getLogs',
      params: [{ ...window, topics: [topic, id('satoshi')] }],
    });
    expect(otherTopic.result).toHaveLength(0);
    expect(head).toBeGreaterThan(aliceBlock);
  });

  it('register() emits the real controller and registry events in a new, unseen block', async () => {
    const owner = fixtureAddress('newcomer');
    const seen = sandbox.chains.ethereum.head();
    sandbox.chains.ethereum.observe(seen);
    sandbox.register('eth', 'newcomer', owner);
    sandbox.register('crypto', 'newcomer', owner);
    sandbox.register('avax', 'newcomer', owner);

    const ens = sandbox.chains.ethereum.logs.query({
      fromBlock: seen + 1,
      toBlock: seen + 1,
      addresses: [ENS_ADDRESSES.controller.toLowerCase()],
    });
    expect(ens).toHaveLength(1);
    const controller = new Interface([
      'event NameRegistered(string label, bytes32 indexed labelhash, address indexed owner, uint256 baseCost, uint256 premium, uint256 expires, bytes32 referrer)',
    ]);
    const parsed = controller.parseLog(ens[0]!)!;
    expect(parsed.args.label).toBe('newcomer');
    expect(parsed.args.owner).toBe(owner);
    expect(ens[0]!.topics[0]).toBe('0xc2240194853531f1ae318dcef227de79c6ad0fd9d1b0e4fe08568415be2e08a5');

    const uns = new Interface(['event NewURI(uint256 indexed tokenId, string uri)']);
    const unsLogs = sandbox.chains.polygon.logs.query({
      fromBlock: 0,
      toBlock: Number.MAX_SAFE_INTEGER,
      addresses: [UD_ADDRESSES.polygon.registry.toLowerCase()],
      topics: [[id('NewURI(uint256,string)')]],
    });
    const last = uns.parseLog(unsLogs[unsLogs.length - 1]!)!;
    expect(last.args.uri).toBe('newcomer.crypto');
    expect(last.args.tokenId).toBe(BigInt(namehash('newcomer.crypto')));

    const avvy = new Interface([
      'event Register(address agent, address indexed registrant, uint256 indexed name, uint256 leaseLength)',
    ]);
    const avvyLogs = sandbox.chains.avalanche.logs.query({
      fromBlock: 0,
      toBlock: Number.MAX_SAFE_INTEGER,
      topics: [[id('Register(address,address,uint256,uint256)')]],
    });
    const reg = avvy.parseLog(avvyLogs[avvyLogs.length - 1]!)!;
    expect(reg.args.name).toBe(avvyNameHash('newcomer.avax'));
    expect(reg.args.registrant).toBe(owner);
  });

  it('answers narrow eth_getLogs ranges exactly over a 200,000-log backlog, and refuses wide ones', () => {
    // A chain of its own, appended in block order as a live stream would be.
    const chain = createEvmSandbox({ now: NOW, publicUrl: '', seedFixtures: false }).chains.arbitrum;
    const start = chain.head() - 150_000;
    const topic = id('Backlog()');
    for (let i = 0; i < 200_000; i++)
      chain.logs.add({
        blockNumber: start + Math.floor(i / 2),
        transactionHash: `0x${i.toString(16).padStart(64, '0')}`,
        transactionIndex: 0,
        address:
          i % 2 ? '0x000000000000000000000000000000000000beef' : '0x000000000000000000000000000000000000cafe',
        topics: [topic],
        data: '0x',
      });
    expect(chain.logs.size).toBe(200_000);
    // How fast is for bench/indexer to say; a test only asserts what cannot depend on the machine's load.
    for (let i = 0; i < 100; i++) {
      const logs = chain.logs.query(
        {
          fromBlock: start + i * 900,
          toBlock: start + i * 900 + 999,
          addresses: ['0x000000000000000000000000000000000000beef'],
        },
        10_000,
      );
      expect(logs).toHaveLength(1000);
    }
    expect(() => chain.logs.query({ fromBlock: start, toBlock: start + 99_999 }, 10_000)).toThrow(
      /more than 10000/,
    );
  });
});
