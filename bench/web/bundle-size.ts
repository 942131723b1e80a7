import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Static answer to "what JS and CSS does the home route load": the entry chunk from index.html, its static
 * imports, transitively, and a lazily imported home page chunk (if the build has one) with its static imports. Dynamic imports other
 * than the home page's own chunk (other routes, the results section, dialogs) are not counted because the
 * home route does not load them until the visitor acts.
 */
export interface BundleFigures {
  files: { file: string; bytes: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

export function homeRouteBundle(distDir: string, homeChunkPattern = /^home-page-/): BundleFigures {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const m of html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.(?:js|css))"/g)) queue.push(m[1]!);
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(m[1]!);
    for (const m of code.matchAll(DYNAMIC_IMPORT)) if (homeChunkPattern.test(m[1]!)) queue.push(m[1]!);
  }
  const files = [...seen].map((file) => {
    const buf = readFileSync(join(assets, file));
    return { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = homeRouteBundle(process.argv[2] ?? new URL('../../web/dist', import.meta.url).pathname);
  for (const f of figures.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`${f.file.padEnd(48)} ${(f.gzip / 1024).toFixed(1).padStart(7)} kB gzip`);
  console.log(`home route JS  ${(figures.jsGzip / 1024).toFixed(1)} kB gzip`);
  console.log(`home route CSS ${(figures.cssGzip / 1024).toFixed(1)} kB gzip`);
}
