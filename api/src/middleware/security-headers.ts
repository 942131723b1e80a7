import type { AppMiddleware } from '../context.ts';

/** CSP of API answers: JSON needs nothing, and nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Headers every answer carries: no content sniffing, no framing, no referrer leaks, and HSTS over https.
 * Koa sends no X-Powered-By; removing it anyway keeps a proxy-added one from naming the framework.
 */
export function securityHeaders(): AppMiddleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Security-Policy': API_CSP,
    });
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    try {
      await next();
    } finally {
      ctx.remove('X-Powered-By');
      ctx.remove('Server');
    }
  };
}
