import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Someone who clones the repository alone must be able to follow every reference in it: no pointer to a
 * document kept outside the repository, every cited `docs/` file present, every cited numbered section
 * present in its document, and every relative Markdown link resolving.
 */
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && existsSync(f));
// The history is what it was: CHANGELOG.md quotes old commit subjects.
const texts = tracked.filter(
  (f) => /\.(ts|tsx|md|ya?ml|sh|example)$|^Makefile$/.test(f) && f !== 'CHANGELOG.md',
);
const read = (f: string) => readFileSync(f, 'utf8');

/** Documents the first waves were written from; they live outside this repository. */
const OUTSIDE = /\b(SPEC|DESIGN|UPSTREAMS|CONVENTIONS|STACK)\.md\b|\.\.\/shared\/|\bUPSTREAMS \d+\.\d+/;
// This file names them to forbid them.
const SELF = 'scripts/doc-references.test.ts';

function lines(pattern: RegExp): string[] {
  return texts
    .filter((f) => f !== SELF)
    .flatMap((f) =>
      read(f)
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('references in the repository', () => {
  it('never point at a document outside the repository', () => {
    expect(lines(OUTSIDE)).toEqual([]);
  });

  it('cite docs/ files that exist', () => {
    const cited = new Set(
      texts
        .filter((f) => f !== SELF)
        .flatMap((f) => [...read(f).matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((m) => m[0])),
    );
    expect([...cited].filter((doc) => !existsSync(doc))).toEqual([]);
  });

  it('cite numbered sections that their document has', () => {
    const missing: string[] = [];
    for (const f of texts) {
      // 'docs/product.md section 4', 'docs/upstreams.md sections 1, 2 and 5' (possibly across a line break).
      for (const m of read(f).matchAll(
        /(docs\/[\w-]+\.md)(?:'s)?\s+sections?\s+((?:\d+(?:,\s*|\s+and\s+)?)+)/g,
      )) {
        const doc = m[1]!;
        if (!existsSync(doc)) continue;
        const headings = read(doc);
        for (const n of m[2]!.match(/\d+/g) ?? [])
          if (!new RegExp(`^## ${n}\\. `, 'm').test(headings)) missing.push(`${f}: ${doc} section ${n}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('link Markdown to files that exist', () => {
    const broken: string[] = [];
    for (const f of texts.filter((t) => t.endsWith('.md'))) {
      for (const m of read(f).matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        if (!existsSync(normalize(join(dirname(f), target)))) broken.push(`${f}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
