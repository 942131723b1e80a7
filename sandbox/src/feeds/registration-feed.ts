import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import type { EvmExtension, EvmSandbox } from '../evm/index.ts';
import type { OtherExtension, OtherSandbox } from '../other/index.ts';
import { backlogEmitters, type BacklogExtension } from './fast-backlog.ts';
import { evmOwners, feedName, feedRunId, liveFeedName, otherOwner } from './names.ts';

export interface FeedTargets {
  evm: EvmSandbox;
  other: OtherSandbox;
}

export interface RegistrationFeedOptions {
  /** New registrations per second across all stream extensions (0 turns the stream off); default 0.5. */
  ratePerSec?: number;
  /** Extensions the stream cycles through; default all twelve. */
  extensions?: readonly ExtensionKey[];
  /** Historical registrations generated at start (before any client reads the chains); default 0. */
  backlog?: number;
  /** Extensions the backlog is spread over; default the six EVM ones with plaintext events. */
  backlogExtensions?: readonly BacklogExtension[];
  /** How far back the backlog reaches, seconds; default one day. */
  backlogWindowSec?: number;
  /** Name and owner seed of the backlog, so two feeds do not collide. */
  seed?: string;
  /**
   * Makes the live stream's names unique to this run (default: the start time, see feedRunId), so a
   * restarted sandbox keeps registering names the index has never seen. The backlog stays deterministic.
   */
  runId?: string;
}

export interface FeedRegistration {
  extension: ExtensionKey;
  /** Bare label. */
  name: string;
  /** Wall-clock time it entered the sandbox, ms. */
  at: number;
}

export interface RegistrationFeed {
  /** Registers one new name now (the next in the stream's rotation), through the services' register handles. */
  registerOne(extension?: ExtensionKey): FeedRegistration;
  /** Appends `count` historical registrations; returns how long it took. */
  generateBacklog(count: number): { count: number; ms: number };
  /** Names registered so far by the stream and the backlog. */
  readonly total: number;
  stop(): void;
}

const EVM: ReadonlySet<string> = new Set(['eth', 'base', 'bnb', 'arb', 'crypto', 'blockchain', 'avax']);
const DEFAULT_BACKLOG: readonly BacklogExtension[] = ['eth', 'base', 'bnb', 'arb', 'crypto', 'blockchain'];

/**
 * The sandbox's stream of new registrations: a steady rate of registrations across every emulated chain
 * (through the EVM and non-EVM register handles, so lookups know the names too), plus an optional backlog
 * of historical registrations for benchmarks.
 */
export function startRegistrationFeed(
  targets: FeedTargets,
  options: RegistrationFeedOptions = {},
): RegistrationFeed {
  const seed = options.seed ?? 'feed';
  const extensions = options.extensions ?? EXTENSION_KEYS;
  const runId = options.runId ?? feedRunId();
  const owners = evmOwners(seed, 64);
  let serial = 0;
  let live = 0;
  let rotation = 0;

  const registerOne = (extension?: ExtensionKey): FeedRegistration => {
    const ext = extension ?? extensions[rotation++ % extensions.length]!;
    const n = serial++;
    const name = liveFeedName(runId, live++);
    if (EVM.has(ext)) targets.evm.register(ext as EvmExtension, name, owners[n % owners.length]!);
    else targets.other.register(ext as OtherExtension, name, otherOwner(seed, n));
    return { extension: ext, name, at: Date.now() };
  };

  const generateBacklog = (count: number) => {
    const started = performance.now();
    const emitters = backlogEmitters(targets.evm.chains);
    const exts = options.backlogExtensions ?? DEFAULT_BACKLOG;
    const windowSec = options.backlogWindowSec ?? 86_400;
    // Back-dated blocks end two minutes ago, so the live stream's blocks always come after them.
    const clock = targets.evm.chains.ethereum.clock;
    const endSec = clock.nowSec() - 120;
    for (let i = 0; i < count; i++) {
      const emitter = emitters[exts[i % exts.length]!];
      const atSec = endSec - windowSec + Math.floor((i * windowSec) / count);
      const n = serial++;
      emitter.emit(
        feedName(seed, n),
        owners[n % owners.length]!,
        atSec + 365 * 86_400,
        emitter.chain.clock.blockAt(atSec),
      );
    }
    return { count, ms: performance.now() - started };
  };

  if (options.backlog) generateBacklog(options.backlog);

  const rate = options.ratePerSec ?? 0.5;
  const timer = rate > 0 ? setInterval(() => registerOne(), Math.max(1, Math.round(1000 / rate))) : undefined;
  timer?.unref();

  return {
    registerOne,
    generateBacklog,
    get total() {
      return serial;
    },
    stop: () => clearInterval(timer),
  };
}
