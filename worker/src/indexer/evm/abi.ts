import { AbiCoder } from 'ethers';

const coder = AbiCoder.defaultAbiCoder();

/**
 * The first non-indexed argument of an event whose first data field is a `string` (every registrar
 * controller's label, UD's NewURI uri), or undefined for data that does not decode. Decoding just that
 * field, rather than `Interface.parseLog`, matters at 20,000 logs/s: parseLog re-hashes every event
 * signature to match topic0 and builds a full Result per log.
 */
export function firstString(data: string): string | undefined {
  try {
    const [value] = coder.decode(['string'], data);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The address in an indexed topic, lowercase. EIP-55 checksumming costs a keccak per log, and the
 * registrant is the same address either way; clients can checksum what they display.
 */
export function topicAddress(topic: string | undefined): string | undefined {
  if (!topic || topic.length !== 66 || !/^0x0{24}/i.test(topic)) return undefined;
  return `0x${topic.slice(26).toLowerCase()}`;
}
