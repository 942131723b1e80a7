const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Value of each hex digit by character code (either case), -1 for any other character. */
const HEX = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX['0123456789abcdef'.charCodeAt(i)] = i;
  HEX['0123456789ABCDEF'.charCodeAt(i)] = i;
}
const hexDigit = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c < 128 ? HEX[c]! : -1;
};

// Offsets and lengths beyond 2^48 cannot index real log data: a word's leading 52 hex digits must be zero.
const HIGH_ZEROS = '0'.repeat(52);

/** The 32-byte word at byte `offset` of 0x-hex `data` as a safe integer, or undefined (too big, out of range). */
function word(data: string, offset: number): number | undefined {
  const at = 2 + offset * 2;
  if (at + 64 > data.length || !data.startsWith(HIGH_ZEROS, at)) return undefined;
  let n = 0;
  for (let i = at + 52; i < at + 64; i++) {
    const digit = hexDigit(data, i);
    if (digit < 0) return undefined;
    n = n * 16 + digit;
  }
  return n;
}

/** UTF-8 bytes given as hex, strictly decoded (bad hex or bad UTF-8: undefined). */
function utf8FromHex(hex: string, length: number): string | undefined {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes.length !== length) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The first non-indexed argument of an event whose first data field is a `string` (every registrar
 * controller's label, UD's NewURI uri), or undefined for data that does not decode. It reads the ABI head
 * word (the string's offset), the length word and the bytes directly, as AbiCoder.decode(['string']) would
 * (bounds checked, UTF-8 strict), without building a Result per log: at 20,000 logs/s that matters. Names
 * are nearly always ASCII, read straight from the hex; anything else goes through the strict UTF-8 decoder.
 */
export function firstString(data: string): string | undefined {
  if (!data.startsWith('0x')) return undefined;
  const offset = word(data, 0);
  if (offset === undefined) return undefined;
  const length = word(data, offset);
  if (length === undefined) return undefined;
  const start = 2 + (offset + 32) * 2;
  const end = start + length * 2;
  if (end > data.length) return undefined;
  let text = '';
  for (let i = start; i < end; i += 2) {
    const high = hexDigit(data, i);
    const low = hexDigit(data, i + 1);
    if (high < 0 || low < 0) return undefined;
    if (high >= 8) return utf8FromHex(data.slice(start, end), length);
    text += String.fromCharCode(high * 16 + low);
  }
  return text;
}

const ADDRESS_PADDING = '0'.repeat(24);

/**
 * The address in an indexed topic, lowercase. EIP-55 checksumming costs a keccak per log, and the
 * registrant is the same address either way; clients can checksum what they display.
 */
export function topicAddress(topic: string | undefined): string | undefined {
  if (!topic || topic.length !== 66 || !/^0x/i.test(topic) || !topic.startsWith(ADDRESS_PADDING, 2))
    return undefined;
  return `0x${topic.slice(26).toLowerCase()}`;
}
