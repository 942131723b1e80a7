import { config } from 'zod';

// zod 4 builds each object schema with a probe of whether it may compile parsers with `new Function` (its
// JIT). The site's CSP rightly forbids eval, so in a browser the probe itself is reported as a CSP violation
// on every page: there zod stays interpreted. It must be set before any schema is built, which is why
// index.ts imports this module first. Servers keep the JIT.
if ('document' in globalThis) config({ jitless: true });
