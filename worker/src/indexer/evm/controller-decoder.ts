import type { Tld } from '@namescope/common';
import { Interface, getAddress } from 'ethers';
import type { DecodedRegistration, LogDecoder, RawLog } from './types.ts';

export interface ControllerDecoderOptions {
  service: string;
  tld: Tld;
  /** Event fragments whose first argument is the plaintext label and third the owner. */
  events: readonly string[];
  addresses: readonly string[] | undefined;
}

/**
 * Decoder for ENS-style registrar controllers (ENS, Basenames): `NameRegistered(string label, bytes32
 * indexed labelhash, address indexed owner, ...)` carries the plaintext label, so one log is one row.
 */
export function createControllerDecoder(options: ControllerDecoderOptions): LogDecoder {
  const iface = new Interface(options.events.map((e) => `event ${e}`));
  const topics: string[] = [];
  iface.forEachEvent((event) => topics.push(event.topicHash));
  return {
    service: options.service,
    filters: [{ addresses: options.addresses, topic0: topics }],
    async decode(logs) {
      const out: DecodedRegistration[] = [];
      for (const log of logs) {
        const label = decodeLabel(iface, log);
        if (label === undefined) continue;
        out.push({
          log,
          domainName: `${label}${options.tld}`,
          tld: options.tld,
          registrant: getAddress(`0x${log.topics[2]!.slice(26)}`),
        });
      }
      return out;
    },
  };
}

/** The label of a controller log, or undefined for a log that does not parse (bad data is skipped). */
export function decodeLabel(iface: Interface, log: RawLog): string | undefined {
  try {
    const parsed = iface.parseLog({ topics: log.topics, data: log.data });
    const label = parsed?.args[0];
    if (typeof label !== 'string' || label.length === 0 || label.includes('.') || log.topics.length < 3)
      return undefined;
    return label;
  } catch {
    return undefined;
  }
}
