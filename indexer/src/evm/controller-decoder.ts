import type { Tld } from '@namescope/common';
import { Interface } from 'ethers';
import { firstString, topicAddress } from './abi.ts';
import type { DecodedRegistration, LogDecoder, RawLog } from './types.ts';

export interface ControllerDecoderOptions {
  service: string;
  tld: Tld;
  /** Event fragments whose first argument is the plaintext label and third (topic 2) the owner. */
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
  const known = new Set(topics);
  return {
    service: options.service,
    filters: [{ addresses: options.addresses, topic0: topics }],
    async decode(logs) {
      const out: DecodedRegistration[] = [];
      for (const log of logs) {
        if (!known.has(log.topics[0]!)) continue;
        const label = decodeLabel(log);
        const registrant = topicAddress(log.topics[2]);
        if (label === undefined || !registrant) continue;
        out.push({ log, domainName: `${label}${options.tld}`, tld: options.tld, registrant });
      }
      return out;
    },
  };
}

/** The label of a controller log, or undefined for a log that does not parse (bad data is skipped). */
export function decodeLabel(log: RawLog): string | undefined {
  const label = firstString(log.data);
  // A label is one DNS label: no dots, not empty; anything else is not a 2LD registration.
  if (label === undefined || label.length === 0 || label.includes('.') || log.topics.length < 3)
    return undefined;
  return label;
}
