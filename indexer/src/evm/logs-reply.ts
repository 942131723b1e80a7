import type { RawLog } from './types.ts';

/*
 * An eth_getLogs answer is megabytes of JSON (about 1 kB per log, most of it hex the indexer never reads:
 * block hashes, transaction indexes). JSON.parse of the whole body needs it as one string first (a copy of
 * every byte), then builds an object and a string for every field of every log; that, and collecting it
 * all again, was about half of the indexer's CPU per event. This reader walks the body's bytes once and
 * builds only the fields of RawLog.
 *
 * It reads only the plain form that nodes send (printable ASCII without escapes or line breaks, ignored
 * members that are strings, numbers or literals) and checks it as JSON.parse would: anything else (an escape, a non-ASCII
 * byte, an error reply, a RawLog field of an unexpected type, invalid JSON) makes it return undefined, and
 * the caller parses the body with JSON.parse as before. What it accepts, it reads as JSON.parse does.
 */

const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** Anything but printable ASCII, and the backslash. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x5b\x5d-\x7e]/;

/** Thrown inside the reader for anything outside the plain form; never leaves readLogsReply. */
const NOT_PLAIN = new Error('not a plain eth_getLogs reply');

/** Member names the reader acts on, numbered for a switch. */
const enum Name {
  Other,
  Address,
  Topics,
  Data,
  BlockNumber,
  TransactionHash,
  LogIndex,
  BlockTimestamp,
  Removed,
  Result,
  Error,
}
const NAMES: [string, Name][] = [
  ['address', Name.Address],
  ['topics', Name.Topics],
  ['data', Name.Data],
  ['blockNumber', Name.BlockNumber],
  ['transactionHash', Name.TransactionHash],
  ['logIndex', Name.LogIndex],
  ['blockTimestamp', Name.BlockTimestamp],
  ['removed', Name.Removed],
  ['result', Name.Result],
  ['error', Name.Error],
];

class Reader {
  i = 0;
  /** Where the content of the last string read starts (its end is what stringEnd returned). */
  start = 0;
  /** The body as one latin1 string: its slices are views of it, not copies (see readLogsReply). */
  constructor(readonly b: string) {}

  ws(): void {
    const b = this.b;
    let i = this.i;
    for (
      let c = b.charCodeAt(i);
      c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
      c = b.charCodeAt(++i)
    );
    this.i = i;
  }

  /** Skips whitespace, then `c`. */
  take(c: number): void {
    this.ws();
    if (this.b.charCodeAt(this.i) !== c) throw NOT_PLAIN;
    this.i++;
  }

  /** Skips whitespace; true (and past it) when the next byte is `c`. */
  next(c: number): boolean {
    this.ws();
    if (this.b.charCodeAt(this.i) !== c) return false;
    this.i++;
    return true;
  }

  /**
   * A string: moves past it and returns the end of its content (its start in `start`). The body holds no
   * backslash (checked whole, see readLogsReply), so the next quote ends it.
   */
  stringEnd(): number {
    this.ws();
    const b = this.b;
    if (b.charCodeAt(this.i) !== QUOTE) throw NOT_PLAIN;
    this.start = this.i + 1;
    const j = b.indexOf('"', this.start);
    if (j < 0) throw NOT_PLAIN;
    this.i = j + 1;
    return j;
  }

  string(): string {
    const end = this.stringEnd();
    return this.b.slice(this.start, end);
  }

  /** The member name just read (content [start, end)), if the reader acts on it. */
  name(end: number): Name {
    const length = end - this.start;
    for (const [text, name] of NAMES) {
      if (text.length === length && this.b.startsWith(text, this.start)) return name;
    }
    return Name.Other;
  }

  literal(word: string): void {
    if (!this.b.startsWith(word, this.i)) throw NOT_PLAIN;
    this.i += word.length;
  }

  boolean(): boolean {
    this.ws();
    if (this.b.charCodeAt(this.i) === 0x74) {
      this.literal('true');
      return true;
    }
    this.literal('false');
    return false;
  }

  /** A JSON number, checked against the grammar and skipped. */
  number(): void {
    const b = this.b;
    let i = this.i;
    const digits = () => {
      const from = i;
      for (let c = b.charCodeAt(i); c >= 0x30 && c <= 0x39; c = b.charCodeAt(++i));
      if (i === from) throw NOT_PLAIN;
    };
    const at = (c: number) => b.charCodeAt(i) === c;
    if (at(0x2d)) i++;
    if (at(0x30)) i++;
    else digits();
    if (at(0x2e)) {
      i++;
      digits();
    }
    if (at(0x65) || at(0x45)) {
      i++;
      if (at(0x2b) || at(0x2d)) i++;
      digits();
    }
    this.i = i;
  }

  /** A member the reader does not keep: a string, number, true, false or null (nested values: not plain). */
  skipValue(): void {
    this.ws();
    const c = this.b.charCodeAt(this.i);
    if (c === QUOTE) this.stringEnd();
    else if (c === 0x74) this.literal('true');
    else if (c === 0x66) this.literal('false');
    else if (c === 0x6e) this.literal('null');
    else this.number();
  }

  strings(): string[] {
    this.take(OPEN_ARRAY);
    const out: string[] = [];
    if (this.next(CLOSE_ARRAY)) return out;
    do out.push(this.string());
    while (this.next(COMMA));
    this.take(CLOSE_ARRAY);
    return out;
  }

  /** One log object; every RawLog field but the optional two must be there, with the JSON type it has. */
  log(): RawLog {
    this.take(OPEN_OBJECT);
    let address: string | undefined;
    let topics: string[] | undefined;
    let data: string | undefined;
    let blockNumber: string | undefined;
    let transactionHash: string | undefined;
    let logIndex: string | undefined;
    let blockTimestamp: string | undefined;
    let removed: boolean | undefined;
    if (!this.next(CLOSE_OBJECT)) {
      do {
        const name = this.name(this.stringEnd());
        this.take(COLON);
        switch (name) {
          case Name.Address:
            address = this.string();
            break;
          case Name.Topics:
            topics = this.strings();
            break;
          case Name.Data:
            data = this.string();
            break;
          case Name.BlockNumber:
            blockNumber = this.string();
            break;
          case Name.TransactionHash:
            transactionHash = this.string();
            break;
          case Name.LogIndex:
            logIndex = this.string();
            break;
          case Name.BlockTimestamp:
            blockTimestamp = this.string();
            break;
          case Name.Removed:
            removed = this.boolean();
            break;
          default:
            this.skipValue();
        }
      } while (this.next(COMMA));
      this.take(CLOSE_OBJECT);
    }
    if (
      address === undefined ||
      topics === undefined ||
      data === undefined ||
      blockNumber === undefined ||
      transactionHash === undefined ||
      logIndex === undefined
    )
      throw NOT_PLAIN;
    // One shape for every log (the optional fields present, maybe undefined): monomorphic for the decoders.
    return { address, topics, data, blockNumber, transactionHash, logIndex, blockTimestamp, removed };
  }

  logs(): RawLog[] {
    this.take(OPEN_ARRAY);
    const out: RawLog[] = [];
    if (this.next(CLOSE_ARRAY)) return out;
    do out.push(this.log());
    while (this.next(COMMA));
    this.take(CLOSE_ARRAY);
    return out;
  }

  /** The JSON-RPC reply: its `result`, a list of logs; an `error` member, or none of either, is not plain. */
  reply(): RawLog[] {
    this.take(OPEN_OBJECT);
    let result: RawLog[] | undefined;
    if (!this.next(CLOSE_OBJECT)) {
      do {
        const name = this.name(this.stringEnd());
        this.take(COLON);
        if (name === Name.Result) result = this.logs();
        else if (name === Name.Error) throw NOT_PLAIN;
        else this.skipValue();
      } while (this.next(COMMA));
      this.take(CLOSE_OBJECT);
    }
    this.ws();
    if (result === undefined || this.i !== this.b.length) throw NOT_PLAIN;
    return result;
  }
}

/**
 * The logs of an eth_getLogs reply body (JSON-RPC 2.0, `result` a list of logs), read straight from its
 * bytes; undefined when the body is not in the plain form read here, for JSON.parse to read it.
 */
export function readLogsReply(body: Buffer): RawLog[] | undefined {
  try {
    // One copy of the body as a string, and the fields slices of it: V8 makes a slice of 13 characters or
    // more a view (offset and length), not a copy, so a log's hex costs a few small objects rather than a
    // kilobyte that the young generation copies and promotes. The body lives as long as a slice of it (the
    // events' transaction hashes, until their batch is committed): a few replies per source at most.
    const text = body.toString('latin1');
    // Checked once for the whole body, by a compiled regular expression rather than per string: a control
    // character (invalid in a string; outside one, pretty-printing's newlines), a byte past ASCII (UTF-8 to
    // decode) or a backslash (an escape) leaves the body to JSON.parse.
    if (NOT_PRINTABLE_ASCII.test(text)) return undefined;
    return new Reader(text).reply();
  } catch (error) {
    if (error === NOT_PLAIN) return undefined;
    throw error;
  }
}
