/** A request as a sandbox service sees it: path relative to the service's mount, body already read. */
export interface SandboxRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
  rawBody: Buffer;
}

export interface SandboxResponse {
  status: number;
  headers?: Record<string, string>;
  /** A Buffer is sent as is; anything else is sent as JSON. */
  body?: unknown;
  /**
   * Text sent as is instead of `body` (UTF-8). Large replies go out as one string written straight to the
   * socket: no Buffer copy in between, which on a big heap also spares the full GCs that megabytes of
   * external (Buffer) memory trigger.
   */
  text?: string;
}

/**
 * One emulated upstream (a chain's JSON-RPC, a REST API), mounted under a path prefix. Faults and request
 * counts are kept per service id, so tests can slow one service down or count its calls.
 */
export interface SandboxService {
  id: string;
  mount: string;
  handle(req: SandboxRequest): Promise<SandboxResponse> | SandboxResponse;
}

/** What every emulated upstream is built with. */
export interface SandboxOptions {
  /** Fixed clock for deterministic seeds (ms since epoch); defaults to now. */
  now?: number;
  /** Base URL the sandbox is reachable at, for absolute links it serves (avatar images). */
  publicUrl: string;
}
