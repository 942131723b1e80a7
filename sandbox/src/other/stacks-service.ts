import {
  bufferCVFromString,
  type ClarityValue,
  ClarityType,
  cvToHex,
  cvToString,
  hexToCV,
  noneCV,
  principalCV,
  responseErrorCV,
  responseOkCV,
  stringAsciiCV,
  someCV,
  tupleCV,
  uintCV,
} from '@stacks/transactions';
import type {
  BurnBlock,
  CoreNodeInfoResponse,
  NonFungibleTokenHoldingsList,
  ReadOnlyFunctionSuccessResponse,
  TransactionEventSmartContractLog,
} from '@stacks/stacks-blockchain-api-types';
import type { SandboxResponse, SandboxService } from '../core/types.ts';
import type { NameBook, NameEntry } from './book.ts';
import { stacksAddress, txHash } from './ids.ts';

/** BNS-V2 on mainnet (Trust-Machines/BNS-V2, the deployment wallets and explorers now resolve). */
export const BNS_V2_DEPLOYER = 'SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF';
export const BNS_V2_CONTRACT = 'BNS-V2';
/** BNS-V2's NFT asset (`(define-non-fungible-token BNS-V2 uint)`), the id the Hiro API's holdings filter takes. */
export const BNS_V2_ASSET = `${BNS_V2_DEPLOYER}.${BNS_V2_CONTRACT}::BNS-V2`;
const BURN_BLOCK_MS = 600_000;
const BASE_BURN_HEIGHT = 880_000;
const STACKS_BLOCK_MS = 5_000;
const BASE_STACKS_HEIGHT = 3_000_000;
// Contract error codes (BNS-V2.clar): ERR-NO-NAME u106, ERR-NO-PRIMARY-NAME u131.
const ERR_NO_NAME = 106;
const ERR_NO_PRIMARY_NAME = 131;

/**
 * `GET /v2/info` as the published API types describe it (@stacks/stacks-blockchain-api-types), except that
 * `exit_at_block_height` is null, as on mainnet and in that package's own example (its type says number).
 */
type NodeInfo = Omit<CoreNodeInfoResponse, 'exit_at_block_height'> & { exit_at_block_height: number | null };

const bufferText = (cv: ClarityValue | undefined): string | null =>
  cv?.type === ClarityType.Buffer ? Buffer.from(cv.value, 'hex').toString('latin1') : null;

/**
 * A Stacks node's read-only contract calls for BNS-V2: `POST /v2/contracts/call-read/{deployer}/{contract}/{fn}`
 * with hex-serialised Clarity arguments, answering `{okay, result}` with a hex Clarity value, plus `GET /v2/info`
 * for the burn (Bitcoin) block height that renewal heights count in, the Hiro API's contract events feed
 * (`new-name` prints, newest first), `/extended/v2/burn-blocks/{height}` to date a registration and
 * `/extended/v1/tokens/nft/holdings` for the names (BNS-V2 NFTs) an address holds. Heights advance with wall time from the sandbox clock: 10 min per burn block.
 */
export function stacksService(book: NameBook, options: { now: number }): SandboxService {
  const burnHeightAt = (ms: number) => BASE_BURN_HEIGHT + Math.floor((ms - options.now) / BURN_BLOCK_MS);
  const find = (name: string | null, namespace: string | null) =>
    namespace === 'btc' && name !== null ? book.get('btc', name) : undefined;
  const props = (e: NameEntry) =>
    tupleCV({
      'registered-at': someCV(uintCV(burnHeightAt(e.createdAt))),
      'imported-at': noneCV(),
      'hashed-salted-fqn-preorder': noneCV(),
      'preordered-by': noneCV(),
      // 0 would mean 'never expires' (a lifetime-0 namespace or an unlaunched import).
      'renewal-height': uintCV(e.expiresAt === null ? 0 : burnHeightAt(e.expiresAt)),
      'stx-burn': uintCV(2_000_000),
      owner: principalCV(stacksAddress(e.ownerSeed)),
    });
  const fqn = (e: NameEntry) =>
    tupleCV({ name: bufferCVFromString(e.name), namespace: bufferCVFromString('btc') });

  const functions: Record<string, (args: ClarityValue[]) => ClarityValue> = {
    'get-bns-info': ([name, ns]) => {
      const e = find(bufferText(name), bufferText(ns));
      return e ? someCV(props(e)) : noneCV();
    },
    'get-id-from-bns': ([name, ns]) => {
      const e = find(bufferText(name), bufferText(ns));
      return e ? someCV(uintCV(e.serial)) : noneCV();
    },
    'get-bns-from-id': ([id]) => {
      const e =
        id?.type === ClarityType.UInt
          ? book.all('btc').find((x) => x.serial === Number(id.value))
          : undefined;
      return e ? someCV(fqn(e)) : noneCV();
    },
    'get-owner-name': ([name, ns]) => {
      const e = find(bufferText(name), bufferText(ns));
      return e
        ? responseOkCV(someCV(principalCV(stacksAddress(e.ownerSeed))))
        : responseErrorCV(uintCV(ERR_NO_NAME));
    },
    'get-primary': ([owner]) => {
      const address = owner?.type === ClarityType.PrincipalStandard ? owner.value : null;
      const e = book.all('btc').find((x) => x.primary && stacksAddress(x.ownerSeed) === address);
      return e ? responseOkCV(someCV(fqn(e))) : responseErrorCV(uintCV(ERR_NO_PRIMARY_NAME));
    },
    'get-last-token-id': () =>
      responseOkCV(uintCV(book.all('btc').reduce((max, e) => Math.max(max, e.serial), 0))),
  };

  const callRead = (deployer: string, contract: string, fn: string, body: unknown): SandboxResponse => {
    if (deployer !== BNS_V2_DEPLOYER || contract !== BNS_V2_CONTRACT)
      return { status: 404, body: Buffer.from(`No contract ${deployer}.${contract}`) };
    const handler = functions[fn];
    if (!handler) {
      const answer: ReadOnlyFunctionSuccessResponse = {
        okay: false,
        cause: `Unchecked(UndefinedFunction("${fn}"))`,
      };
      return { status: 200, body: answer };
    }
    const request = body as { sender?: unknown; arguments?: unknown } | undefined;
    if (!request || typeof request.sender !== 'string' || !Array.isArray(request.arguments))
      return { status: 400, body: Buffer.from('Failed to parse JSON body: expected sender and arguments') };
    let args: ClarityValue[];
    try {
      args = request.arguments.map((hex) => hexToCV(String(hex)));
    } catch {
      return { status: 400, body: Buffer.from('Failed to deserialize Clarity arguments') };
    }
    const answer: ReadOnlyFunctionSuccessResponse = { okay: true, result: cvToHex(handler(args)) };
    return { status: 200, body: answer };
  };

  /** Hiro's `GET /extended/v2/burn-blocks/{height}`: a Bitcoin block's time, as the BNS indexer dates rows. */
  const burnBlock = (height: number, now: number): SandboxResponse => {
    if (!Number.isSafeInteger(height) || height > burnHeightAt(now))
      return { status: 404, body: { error: `cannot find burn block with height ${height}` } };
    const ms = options.now + (height - BASE_BURN_HEIGHT) * BURN_BLOCK_MS;
    const time = Math.floor(ms / 1000);
    const block: BurnBlock = {
      burn_block_time: time,
      burn_block_time_iso: new Date(time * 1000).toISOString(),
      burn_block_hash: `0x${txHash(`burn-block:${height}`)}`,
      burn_block_height: height,
      stacks_blocks: [],
      avg_block_time: 5,
      total_tx_count: 0,
    };
    return { status: 200, body: block };
  };

  /**
   * Hiro's `GET /extended/v1/tokens/nft/holdings?principal=&asset_identifiers=&limit=&offset=`: the NFTs a
   * principal holds. A BNS-V2 name is token `u<id>`, which `get-bns-from-id` turns into its name.
   */
  const holdings = (query: URLSearchParams): SandboxResponse => {
    const principal = query.get('principal');
    if (!principal || !/^S[PMTN][0-9A-HJKMNP-TV-Z]{26,39}(\.[a-zA-Z][\w-]{0,39})?$/.test(principal))
      return { status: 400, body: { error: `invalid principal: ${principal ?? ''}` } };
    const limit = Number(query.get('limit') ?? 50);
    const offset = Number(query.get('offset') ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200 || !Number.isInteger(offset) || offset < 0)
      return { status: 400, body: { error: 'limit must be 1-200 and offset at least 0' } };
    const assets = query.getAll('asset_identifiers');
    const held =
      assets.length > 0 && !assets.includes(BNS_V2_ASSET)
        ? []
        : book
            .all('btc')
            .filter((e) => stacksAddress(e.ownerSeed) === principal)
            .sort((a, b) => a.serial - b.serial);
    const list: NonFungibleTokenHoldingsList = {
      limit,
      offset,
      total: held.length,
      results: held.slice(offset, offset + limit).map((e) => ({
        asset_identifier: BNS_V2_ASSET,
        value: { hex: cvToHex(uintCV(e.serial)), repr: `u${e.serial}` },
        block_height: BASE_STACKS_HEIGHT + Math.floor((e.createdAt - options.now) / STACKS_BLOCK_MS),
        tx_id: `0x${txHash(`bns:${e.name}:${e.serial}`)}`,
      })),
    };
    return { status: 200, body: list };
  };

  const events = (query: URLSearchParams): SandboxResponse => {
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 20) || 20, 1), 50);
    const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
    const all = book.newestFirst('btc');
    const results = all.slice(offset, offset + limit).map((e): TransactionEventSmartContractLog => {
      const value = tupleCV({
        topic: stringAsciiCV('new-name'),
        owner: principalCV(stacksAddress(e.ownerSeed)),
        name: fqn(e),
        id: uintCV(e.serial),
        properties: props(e),
      });
      return {
        event_index: 0,
        event_type: 'smart_contract_log',
        tx_id: `0x${txHash(`bns:${e.name}:${e.serial}`)}`,
        contract_log: {
          contract_id: `${BNS_V2_DEPLOYER}.${BNS_V2_CONTRACT}`,
          topic: 'print',
          value: { hex: cvToHex(value), repr: cvToString(value) },
        },
      };
    });
    return { status: 200, body: { limit, offset, total: all.length, results } };
  };

  return {
    id: 'stacks',
    mount: '/stacks',
    handle(req) {
      const now = Date.now();
      if (req.method === 'GET' && req.path === '/v2/info') {
        const burn = burnHeightAt(now);
        // Consensus hashes are 20 bytes, block hashes 32, both hex without 0x (the package's example).
        const consensus = (height: number) => txHash(`pox-consensus:${height}`).slice(0, 40);
        const info: NodeInfo = {
          peer_version: 402653196,
          pox_consensus: consensus(burn),
          burn_block_height: burn,
          stable_pox_consensus: consensus(burn - 7),
          stable_burn_block_height: burn - 7,
          server_version: 'stacks-node sandbox (namescope)',
          network_id: 1,
          parent_network_id: 3652501241,
          stacks_tip_height: BASE_STACKS_HEIGHT + Math.floor((now - options.now) / STACKS_BLOCK_MS),
          stacks_tip: txHash(`stacks-tip:${burn}`),
          stacks_tip_consensus_hash: consensus(burn),
          unanchored_tip: '0'.repeat(64),
          exit_at_block_height: null,
        };
        return { status: 200, body: info };
      }
      const burn = /^\/extended\/v2\/burn-blocks\/(\d+)$/.exec(req.path);
      if (burn && req.method === 'GET') return burnBlock(Number(burn[1]), now);
      const call = /^\/v2\/contracts\/call-read\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(req.path);
      if (call && req.method === 'POST')
        return callRead(call[1]!, call[2]!, decodeURIComponent(call[3]!), req.body);
      if (req.method === 'GET' && req.path === '/extended/v1/tokens/nft/holdings') return holdings(req.query);
      const ev = /^\/extended\/v1\/contract\/([^/]+)\/events$/.exec(req.path);
      if (ev && req.method === 'GET') {
        if (ev[1] !== `${BNS_V2_DEPLOYER}.${BNS_V2_CONTRACT}`)
          return { status: 200, body: { limit: 20, offset: 0, results: [] } };
        return events(req.query);
      }
      return { status: 404, body: { error: 'not found' } };
    },
  };
}
