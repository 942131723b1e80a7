import type { CorruptKind } from './faults.ts';
import type { SandboxResponse } from './types.ts';

const DEFAULT_HUGE_BYTES = 16_000_000;

/** A spoiled answer; `cutAfter` means: send this many bytes of the body, then destroy the socket. */
export interface CorruptAnswer {
  response: SandboxResponse & { text?: string };
  cutAfter?: number;
}

/**
 * Spoils a service's real answer the way a misbehaving upstream would (FaultConfig.corrupt). The request
 * body tells the protocol apart for error payloads: a JSON-RPC call (or batch) gets JSON-RPC errors, a
 * GraphQL query GraphQL errors, anything else a REST error object, all with status 200.
 */
export function corruptAnswer(
  kind: CorruptKind,
  real: SandboxResponse,
  requestBody: unknown,
  hugeBytes = DEFAULT_HUGE_BYTES,
): CorruptAnswer {
  const text = bodyText(real);
  const json = { 'content-type': 'application/json' };
  switch (kind) {
    case 'malformed-json':
      return { response: { status: 200, headers: json, text: text.slice(0, Math.max(1, text.length >> 1)) } };
    case 'wrong-types':
      return { response: { status: 200, headers: json, text: JSON.stringify(swapTypes(parse(text))) } };
    case 'huge-body':
      return { response: { status: 200, headers: json, text: ' '.repeat(hugeBytes) + text } };
    case 'error-payload':
      return { response: { status: 200, headers: json, text: JSON.stringify(errorPayload(requestBody)) } };
    case 'cut-mid-body':
      return { response: { status: 200, headers: json, text }, cutAfter: text.length >> 1 };
  }
}

function bodyText(real: SandboxResponse): string {
  if (real.text !== undefined) return real.text;
  if (Buffer.isBuffer(real.body)) return real.body.toString('utf8');
  return real.body === undefined ? '{}' : JSON.stringify(real.body);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Keeps the shape (keys, arrays, JSON-RPC envelope) but gives every leaf a type its reader does not expect. */
function swapTypes(value: unknown, key = ''): unknown {
  // The JSON-RPC envelope stays intact so the reply still reaches the caller's own parsing.
  if (key === 'jsonrpc' || key === 'id') return value;
  if (Array.isArray(value)) return value.map((v) => swapTypes(v));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapTypes(v, k)]));
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return { value };
  if (typeof value === 'boolean') return String(value);
  return value;
}

function errorPayload(requestBody: unknown): unknown {
  const rpcError = (call: unknown) => ({
    jsonrpc: '2.0',
    id: (call as { id?: unknown } | null)?.id ?? null,
    error: { code: -32000, message: 'injected error payload' },
  });
  if (Array.isArray(requestBody)) return requestBody.map(rpcError);
  if (requestBody !== null && typeof requestBody === 'object') {
    if ('jsonrpc' in requestBody) return rpcError(requestBody);
    if ('query' in requestBody) return { data: null, errors: [{ message: 'injected error payload' }] };
  }
  return { error: 'injected error payload', message: 'injected error payload' };
}
