import {
  addressDoneEventSchema,
  addressRegistrationsEventSchema,
  addressResultSchema,
  addressStartEventSchema,
  type AddressResult,
  type Registration,
} from '@namescope/common';
import { apiPath, request } from '../../api/fetch.ts';
import { readEventStream } from '../search/read-event-stream.ts';

/** The stream's start event: the address as the API recognised it, and how many answers to expect. */
export type AddressStartEvent = ReturnType<typeof addressStartEventSchema.parse>;

export interface AddressStreamHandlers {
  onStart(event: AddressStartEvent): void;
  onResult(result: AddressResult): void;
  onRegistrations(registrations: Registration[]): void;
  onDone(): void;
}

/**
 * GET /api/address/{address}/stream, read as the name search reads its stream (stream-search.ts): a 400 or
 * 429 rejects with the ApiError, one malformed result is skipped, anything else broken rejects.
 */
export async function streamAddress(
  address: string,
  handlers: AddressStreamHandlers,
  signal: AbortSignal,
): Promise<void> {
  const res = await request(apiPath('address', address, 'stream'), { signal });
  await readEventStream(
    res,
    {
      start: addressStartEventSchema,
      result: addressResultSchema,
      done: addressDoneEventSchema,
      onStart: handlers.onStart,
      onResult: handlers.onResult,
      onDone: () => handlers.onDone(),
      others: {
        registrations: (data) =>
          handlers.onRegistrations(addressRegistrationsEventSchema.parse(data).registrations),
      },
    },
    'address search',
  );
}
