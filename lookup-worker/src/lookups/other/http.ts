import { isAscii } from 'node:buffer';
import {
  type HttpAnswer,
  type HttpClient,
  type HttpRequest,
  isRetryableStatus,
  parseJsonBody,
  statusFailure,
} from '@namescope/upstreams';

/**
 * One request of a lookup: the answer, whatever its status, unless the upstream failed (no answer, 429 or
 * 5xx), which throws a retryable WorkerError. Other statuses (404 'not found', a REST 400) are the caller's
 * to judge.
 */
export async function upstreamRequest(
  http: HttpClient,
  service: string,
  url: string,
  init: Omit<HttpRequest, 'label' | 'signal'>,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  const answer = await http.request(url, { ...init, signal, label: service });
  if (isRetryableStatus(answer.status)) throw statusFailure(service, answer.status, answer.headers);
  return answer;
}

/** Whether a status is 2xx. */
export const isOk = (answer: HttpAnswer): boolean => answer.status >= 200 && answer.status <= 299;

/** An answer's JSON body; invalid or truncated JSON is retryable. */
export function readJson(service: string, answer: HttpAnswer): unknown {
  return parseJsonBody(answer.body, service);
}

const utf8 = new TextDecoder();

/**
 * An answer's body as a WHATWG Response's text() gives it (UTF-8, without a byte-order mark), for replies a
 * client library used to read through fetchThrough. ASCII, the usual case, is copied as it is.
 */
export function responseText(answer: HttpAnswer): string {
  return isAscii(answer.body) ? answer.body.toString('latin1') : utf8.decode(answer.body);
}

/** ISO 8601 of a millisecond time, or null. */
export function isoOrNull(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
}
