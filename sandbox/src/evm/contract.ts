import { AbiCoder, Interface, type InterfaceAbi, type Result } from 'ethers';

/** What a contract call sees of the chain: the head block's number and timestamp. */
export interface CallContext {
  blockNumber: number;
  timestamp: number;
  /** Dispatches a nested call (Multicall3 uses it); returns success and return or revert data. */
  call(to: string, data: string): CallOutcome;
  /** Expands `${publicUrl}` in stored text records: the port is only known once the server listens. */
  expand(value: string): string;
}

export type CallOutcome = { ok: true; data: string } | { ok: false; data: string };

/** A revert with its ABI-encoded reason, as a real node returns it in the JSON-RPC error's `data`. */
export class Revert extends Error {
  constructor(
    readonly data: string,
    message = 'execution reverted',
  ) {
    super(message);
  }
}

const ERROR_SELECTOR = '0x08c379a0';

/** Revert with `Error(string)`, as Solidity's require(cond, reason) does. */
export function revert(reason: string): never {
  const encoded = AbiCoder.defaultAbiCoder().encode(['string'], [reason]);
  throw new Revert(ERROR_SELECTOR + encoded.slice(2), `execution reverted: ${reason}`);
}

/** Revert without data, as a bare require(cond) does. */
export function revertEmpty(): never {
  throw new Revert('0x');
}

type Handler = (args: Result, ctx: CallContext) => unknown[];

/** One emulated contract: an address, its ABI, and a handler per function signature ('addr(bytes32)'). */
export interface EmulatedContract {
  address: string;
  iface: Interface;
  call(data: string, ctx: CallContext): string;
}

/** Builds a contract from handlers keyed by function signature; unknown selectors revert like a missing fallback. */
export function defineContract(
  address: string,
  abi: InterfaceAbi,
  handlers: Record<string, Handler>,
): EmulatedContract {
  const iface = new Interface(abi);
  const bySelector = new Map<string, { fragment: ReturnType<Interface['getFunction']>; handler: Handler }>();
  for (const [signature, handler] of Object.entries(handlers)) {
    const fragment = iface.getFunction(signature);
    if (!fragment) throw new Error(`${signature} is not in the ABI of ${address}`);
    bySelector.set(fragment.selector, { fragment, handler });
  }
  return {
    address: address.toLowerCase(),
    iface,
    call(data, ctx) {
      const entry = bySelector.get(data.slice(0, 10).toLowerCase());
      if (!entry || !entry.fragment) revertEmpty();
      let args: Result;
      try {
        // What Interface.decodeFunctionData does once the selector has matched, minus its costs: ethers reads
        // a hex string a byte at a time and re-derives the selector (a keccak256) on every call.
        args = coder.decode(entry.fragment.inputs, argumentBytes(data));
      } catch {
        // Solidity reverts without data when calldata does not decode.
        revertEmpty();
      }
      // encodeFunctionResult is this encoding passed through hexlify a second time.
      return coder.encode(entry.fragment.outputs, entry.handler(args, ctx));
    },
  };
}

const coder = AbiCoder.defaultAbiCoder();

/** The bytes after the 4-byte selector of 0x calldata; malformed hex throws. */
function argumentBytes(data: string): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) throw new Error('calldata is not hex');
  return Buffer.from(data.slice(10), 'hex');
}

/** Encodes one event's log (topics and data) from its argument values, in declaration order. */
export type EventEncoder = (values: readonly unknown[]) => { topics: string[]; data: string };

/**
 * A reusable encoder for one event of an ABI: what Interface.encodeEventLog does, but with the topic hash
 * and the parameter split worked out once (encodeEventLog re-hashes the event signature on every call).
 * Indexed parameters must be static types (address, uintN, bytes32), as in every event the sandbox emits.
 */
export function eventEncoder(iface: Interface, name: string): EventEncoder {
  const fragment = iface.getEvent(name);
  if (!fragment) throw new Error(`no event ${name} in the ABI`);
  const topic0 = fragment.topicHash;
  const coder = AbiCoder.defaultAbiCoder();
  const params = fragment.inputs.map((p, i) => ({ i, type: p.type, indexed: p.indexed === true }));
  if (params.some((p) => p.indexed && /^(string|bytes)$|\[|^tuple/.test(p.type)))
    throw new Error(`${name}: dynamic indexed parameters are not supported`);
  const indexed = params.filter((p) => p.indexed);
  const plain = params.filter((p) => !p.indexed);
  const plainTypes = plain.map((p) => p.type);
  return (values) => ({
    topics: [topic0, ...indexed.map((p) => coder.encode([p.type], [values[p.i]]))],
    data: plain.length
      ? coder.encode(
          plainTypes,
          plain.map((p) => values[p.i]),
        )
      : '0x',
  });
}
