import { createHash } from 'node:crypto';
import type { SandboxService } from '../core/types.ts';

/** A small deterministic SVG avatar for any name: a coloured disc with the initial. */
export function avatarSvg(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! * 360) / 256;
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[<&>"']/g, '?');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<circle cx="64" cy="64" r="64" fill="hsl(${hue.toFixed(0)},65%,50%)"/>`,
    `<text x="64" y="82" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#fff">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** Absolute URL of a name's avatar as every sandbox service links it. */
export function avatarUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/assets/avatars/${encodeURIComponent(name)}.svg`;
}

/** Serves /assets/avatars/<anything>.svg for every service (EVM and non-EVM link the same path). */
export function assetsService(): SandboxService {
  return {
    id: 'assets',
    mount: '/assets',
    handle(req) {
      const m = /^\/avatars\/([^/]+)\.svg$/.exec(req.path);
      if (!m || req.method !== 'GET') return { status: 404, body: { error: 'not found' } };
      return {
        status: 200,
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
        body: Buffer.from(avatarSvg(decodeURIComponent(m[1]!))),
      };
    },
  };
}
