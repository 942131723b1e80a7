import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isOk, readJson, upstreamRequest } from './http.ts';

/** One GraphQL request: the parsed body, or a WorkerError for a non-2xx answer or GraphQL errors. */
export type SuiGraphqlQuery = (
  document: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<unknown>;

/** Plain fetch POSTs to Sui GraphQL (the JSON-RPC is being retired, docs/upstreams.md section 10). */
export function createSuiGraphqlQuery(
  graphqlUrl: string,
  http: HttpClient,
  service: string,
): SuiGraphqlQuery {
  return async (document, variables, signal) => {
    const response = await upstreamRequest(
      http,
      service,
      graphqlUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: document, variables }),
      },
      signal,
    );
    if (!isOk(response)) throw new WorkerError(`${service} answered HTTP ${response.status}`);
    const body = readJson(service, response) as { errors?: { message?: string }[] };
    if (Array.isArray(body?.errors) && body.errors.length > 0)
      throw new WorkerError(`${service} error: ${body.errors[0]?.message ?? 'unknown'}`);
    return body;
  };
}
