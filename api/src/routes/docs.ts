import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { defineRoute } from './route.ts';

/**
 * CSP of the API reference: Swagger UI's scripts and styles come from this origin only (no CDN, so it works
 * offline); its React components set inline styles, hence 'unsafe-inline' for styles alone.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>NameScope API reference</title>
  <link rel="icon" href="/favicon.svg">
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

// An inline script would need 'unsafe-inline'; a file of our own does not. validatorUrl null: no call to
// swagger.io's validator, so the page needs nothing but this origin.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

/**
 * The Swagger UI files the page uses (an allow-list: nothing else of the package is served). A Map, so a
 * name such as __proto__ finds nothing (the fuzzer's find: an object literal answered it with its prototype).
 */
const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const fileParams = z.object({
  file: z
    .string()
    .regex(/^[\w.-]+$/)
    .describe('File name of a Swagger UI asset, e.g. swagger-ui-bundle.js'),
});

/** GET /openapi.json, GET /docs (Swagger UI from swagger-ui-dist, served here) and its files. */
export const docsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tag: 'platform',
    usesStores: false,
    responses: {
      200: { description: 'The document', mediaType: 'application/json', schema: { type: 'object' } },
    },
    handler:
      ({ openApiJson }) =>
      (ctx) => {
        ctx.type = 'application/json';
        ctx.body = openApiJson();
      },
  }),
  defineRoute({
    method: 'get',
    path: '/api/docs',
    summary: 'Interactive API reference (Swagger UI, served from this origin)',
    tag: 'platform',
    usesStores: false,
    responses: { 200: { description: 'HTML page', mediaType: 'text/html' } },
    handler: () => (ctx) => {
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.type = 'html';
      ctx.body = PAGE;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/docs/:file',
    summary: 'Static files of the API reference (scripts and styles)',
    tag: 'platform',
    usesStores: false,
    rawParams: fileParams,
    errors: { 404: 'No such file of the reference' },
    responses: { 200: { description: 'A script or style sheet', mediaType: 'application/octet-stream' } },
    handler: () => {
      const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
      const files = new Map<string, Buffer>();
      return (ctx) => {
        const file = ctx.params.file ?? '';
        ctx.set('Content-Security-Policy', DOCS_CSP);
        if (file === 'init.js') {
          ctx.type = 'text/javascript; charset=utf-8';
          ctx.body = INIT;
          return;
        }
        const type = ASSETS.get(file);
        if (!type) throw AppError.notFound(`No API reference file ${file}`);
        let body = files.get(file);
        if (!body) files.set(file, (body = readFileSync(path.join(distDir, file))));
        // The version is pinned, so the files change only with a deploy: a day of caching is safe.
        ctx.set('Cache-Control', 'public, max-age=86400');
        ctx.type = type;
        ctx.body = body;
      };
    },
  }),
];
