import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@namescope/runtime';

/**
 * No import loops anywhere in the tree: a loop means two files that are really one, or a layer drawn
 * wrong. Type-only imports count too (import-x/no-cycle skips them). The files and the module resolution
 * are the TypeScript projects' own (tsconfig.json and its references), so every file tsc checks is
 * covered, imports across packages included (through their package.json exports).
 */
describe('imports', () => {
  it('form no loop', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    // Imports across packages resolve to the other package's files (through its package.json exports).
    expect(graph.get(path.join(REPO_ROOT, 'api/src/server.ts'))).toContain(
      path.join(REPO_ROOT, 'protocol/src/index.ts'),
    );
    expect(cycles(graph).map((loop) => `a loop among ${loop.join(', ')}`)).toEqual([]);
  });
});

/** Every TypeScript file of every project to the project files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (configPath: string) => {
    if (seen.has(configPath)) return;
    seen.add(configPath);
    const config = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      },
    )!;
    for (const ref of config.projectReferences ?? []) visit(ts.resolveProjectReferencePath(ref));
    for (const file of config.fileNames) {
      if (graph.has(file)) continue;
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((i) => ts.resolveModuleName(i.fileName, file, config.options, ts.sys).resolvedModule)
        .filter((m) => m !== undefined && !m.resolvedFileName.includes('/node_modules/'))
        .map((m) => m!.resolvedFileName);
      graph.set(file, targets);
    }
  };
  visit(path.join(REPO_ROOT, 'tsconfig.json'));
  return graph;
}

/** The loops of a graph (Tarjan's strongly connected components with more than one file, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(REPO_ROOT, member));
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}
