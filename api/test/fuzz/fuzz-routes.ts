import type Koa from 'koa';

/** One route the app answers, as its router registered it. */
export interface FuzzRoute {
  path: string;
  methods: string[];
  paramNames: string[];
}

interface RouterLike {
  stack: { path: string; methods: string[]; paramNames: { name: string }[] }[];
}

/**
 * Every route of the app, read from the routers mounted on it (koa-router's dispatch middleware carries its
 * router), so a route added later is fuzzed without anyone listing it. Routes without a method (router.use
 * middleware) are skipped; HEAD is left out because its answer has no body to check.
 */
export function appRoutes(app: Koa<never>): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: RouterLike }).router;
    if (!router) continue;
    for (const layer of router.stack) {
      const methods = layer.methods.filter((m) => m !== 'HEAD');
      if (methods.length === 0) continue;
      routes.push({ path: layer.path, methods, paramNames: layer.paramNames.map((p) => p.name) });
    }
  }
  return routes;
}
