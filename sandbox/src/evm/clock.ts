/** Chain time: one block every `blockTimeSec`, counted from a fixed genesis, so block N always has the same timestamp. */
export interface ChainClock {
  blockTimeSec: number;
  genesisSec: number;
  /** Current chain time in seconds: the sandbox's `now` plus the wall-clock time elapsed since start. */
  nowSec(): number;
  /** The block the clock has reached (registrations may push the head one block further, see EvmChain). */
  clockBlock(): number;
  timestampOf(block: number): number;
  /** The block whose time span contains `timeSec` (never before genesis). */
  blockAt(timeSec: number): number;
}

/** Genesis of every emulated chain: fixed, so block numbers are reproducible from a fixed `now`. */
export const DEFAULT_GENESIS_SEC = Date.UTC(2020, 0, 1) / 1000;

export interface ClockOptions {
  /** Chain time at start (ms since epoch); defaults to the wall clock. */
  now?: number;
  blockTimeSec?: number;
  genesisSec?: number;
}

/** A clock anchored at `now` that advances with the wall clock. */
export function createClock(options: ClockOptions = {}): ChainClock {
  const startedAt = Date.now();
  const anchor = options.now ?? startedAt;
  const blockTimeSec = options.blockTimeSec ?? 2;
  const genesisSec = options.genesisSec ?? DEFAULT_GENESIS_SEC;
  const nowSec = () => Math.floor((anchor + (Date.now() - startedAt)) / 1000);
  const blockAt = (timeSec: number) => Math.max(0, Math.floor((timeSec - genesisSec) / blockTimeSec));
  return {
    blockTimeSec,
    genesisSec,
    nowSec,
    clockBlock: () => blockAt(nowSec()),
    timestampOf: (block) => genesisSec + block * blockTimeSec,
    blockAt,
  };
}
