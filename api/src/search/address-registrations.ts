import type { AddressKind, Registration } from '@namescope/common';
import { DomainRegistration } from '@namescope/db';
import type { EntityManager } from '../context.ts';
import { toRegistration } from '../routes/registrations.ts';

/** The most registrations an address search lists (newest first). */
export const ADDRESS_REGISTRATIONS_LIMIT = 50;

/**
 * The registrant values an indexed registration of this address may hold. The indexer stores EVM registrants
 * lower-case (its topicAddress), which is the canonical `address`; the EIP-55 `display` form is matched too, for
 * rows written by anything that kept the checksum. Sui senders come lower-case from Sui GraphQL, as the
 * canonical form is; the other kinds are case-sensitive and stored as the chain gives them. Exact matches,
 * so an index on the column would serve them.
 */
export function registrantForms(subject: { address: string; display: string; kind: AddressKind }): string[] {
  return subject.kind === 'evm' ? [...new Set([subject.address, subject.display])] : [subject.address];
}

/** The names our indexer saw this address register, newest first, at most ADDRESS_REGISTRATIONS_LIMIT. */
export async function registrationsOf(
  em: EntityManager,
  subject: { address: string; display: string; kind: AddressKind },
): Promise<Registration[]> {
  const rows = await em.find(
    DomainRegistration,
    { registrant: { $in: registrantForms(subject) } },
    { orderBy: { blockTimestamp: 'desc', id: 'desc' }, limit: ADDRESS_REGISTRATIONS_LIMIT },
  );
  return rows.map(toRegistration);
}
