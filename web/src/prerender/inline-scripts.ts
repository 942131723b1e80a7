import { createHash } from 'node:crypto';

/**
 * Where the build lists the sha256 hashes of the scripts it writes inline into the page, beside index.html:
 * the API adds each to its CSP's script-src (api/src/middleware/web-app.ts), which runs no other inline script.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

export interface InlineScripts {
  /** Each as script-src lists it without the quotes: `sha256-<base64>`. */
  scriptHashes: string[];
}

/** The hash of a script's text, as a CSP source expression names it (without the quotes). */
export function scriptHash(code: string): string {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The text of every script in `html` the browser would run from the page itself: not one loaded from a src,
 * and not one marked as plain text (next-themes' inert copy, web/src/app/color-mode.tsx).
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/\stype="text\/plain"/.test(attributes))
    .map(([, , code = '']) => code);
}
