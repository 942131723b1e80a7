import Router from '@koa/router';
import type { SearchGateway } from './gateway.ts';

export interface SearchRouterDeps {
  search: SearchGateway;
}

/**
 * The lookup endpoints: the eleven per-service GET paths of SPEC.md section 7, GET /api/search/{term}
 * and the streaming GET /api/search/{term}/stream. Filled in by the lookups work (issue 3).
 */
export function createSearchRouter(_deps: SearchRouterDeps): Router {
  return new Router();
}
