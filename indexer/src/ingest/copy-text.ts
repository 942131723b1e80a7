import type { RegistrationEvent } from '../types.ts';

/** The domain_registrations columns a COPY fills, in the order copyText writes them. */
export const COPY_COLUMNS =
  'domain_name, tld, service, registrant, transaction_hash, block_timestamp, block_number, log_index';

// COPY's text format gives a backslash, tab, newline and carriage return a meaning; everything else is data.
const SPECIAL = /[\\\t\n\r]/;
const SPECIAL_ALL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One text field for COPY's text format. Names and registrants come from the chains: anything can be in them. */
function field(value: string): string {
  return SPECIAL.test(value) ? value.replace(SPECIAL_ALL, (c) => ESCAPES[c]!) : value;
}

const byChainPosition = (a: RegistrationEvent, b: RegistrationEvent) =>
  a.blockNumber - b.blockNumber || a.logIndex - b.logIndex;

/**
 * The events in chain order (block, then position in the block), so that ids follow the chains as the
 * registrations did. Sources already deliver them so; the sort is a guard, not the rule.
 */
function inChainOrder(events: readonly RegistrationEvent[]): readonly RegistrationEvent[] {
  for (let i = 1; i < events.length; i++) {
    if (byChainPosition(events[i - 1]!, events[i]!) > 0) return [...events].sort(byChainPosition);
  }
  return events;
}

/** The events as COPY ... FROM STDIN text, one line per row in chain order, UTF-8 encoded. */
export function copyText(events: readonly RegistrationEvent[]): Buffer {
  let text = '';
  for (const e of inChainOrder(events)) {
    text +=
      `${field(e.domainName)}\t${field(e.tld)}\t${field(e.service)}\t${field(e.registrant)}\t` +
      `${field(e.transactionHash)}\t${e.blockTimestamp.toISOString()}\t${e.blockNumber}\t${e.logIndex}\n`;
  }
  return Buffer.from(text, 'utf8');
}
