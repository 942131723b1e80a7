import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILED_CONDITION, compiledMain, nodeArgs } from '@namescope/runtime';
import { SITE_PROCESSES } from './stack.ts';
import { buildTarget, readCompose } from './test/compose-file.ts';
import { inheritedInstructions, readDockerStages, stageCommand } from './test/dockerfile.ts';

/**
 * Production runs compiled JavaScript (issue 20): `tsc -b tsconfig.build.json` writes each workspace's dist/,
 * the workspaces' exports resolve there under the compiled condition, and each deployable's image target
 * holds the dist/ of exactly what it imports and starts it with plain node. Read from the files: no Docker
 * engine runs here.
 */
interface PackageJson {
  name: string;
  workspaces?: string[];
  exports?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const root = readJson<PackageJson>('package.json');
// The web app ships built by Vite and the tools' workspace (scripts) not at all.
const workspaces = root.workspaces!.filter((w) => w !== 'web' && w !== 'scripts');
const pkg = (workspace: string) => readJson<PackageJson>(`${workspace}/package.json`);
const workspaceOf = (name: string) => workspaces.find((w) => pkg(w).name === name);

/** The workspaces a workspace imports at run time (its dependencies, not devDependencies), itself included. */
function runtimeWorkspaces(workspace: string): Set<string> {
  const found = new Set([workspace]);
  for (const dep of Object.keys(pkg(workspace).dependencies ?? {})) {
    const ws = workspaceOf(dep);
    if (ws) for (const w of runtimeWorkspaces(ws)) found.add(w);
  }
  return found;
}

const stages = readDockerStages();
const compose = readCompose('docker-compose.yml');

describe('compiled workspaces', () => {
  it('resolve every shipped export to dist/ under the compiled condition and to src/ otherwise', () => {
    for (const workspace of workspaces) {
      for (const [entry, target] of Object.entries(pkg(workspace).exports ?? {})) {
        if (typeof target === 'string') {
          // Test support is never compiled nor shipped.
          expect(target, `${workspace} ${entry}`).toMatch(/^\.\/test\//);
          continue;
        }
        const source = target.default!;
        expect(source, `${workspace} ${entry}`).toMatch(/^\.\/src\/.+\.ts$/);
        expect(existsSync(`${workspace}/${source}`), `${workspace}/${source}`).toBe(true);
        const compiled = `./${compiledMain(`${workspace}/${source.slice(2)}`).slice(workspace.length + 1)}`;
        // The condition comes first: Node takes the first key that matches.
        expect(Object.entries(target), `${workspace} ${entry}`).toEqual([
          [COMPILED_CONDITION, compiled],
          ['default', source],
        ]);
      }
    }
  });

  it('compile src/ (no tests) into dist/, each referencing the builds of the workspaces it imports', () => {
    for (const workspace of workspaces) {
      const config = readJson<{
        include: string[];
        exclude: string[];
        compilerOptions: Record<string, unknown>;
        references?: { path: string }[];
      }>(`${workspace}/tsconfig.build.json`);
      expect(config.include).toEqual(['src']);
      expect(config.exclude).toEqual(['src/**/*.test.ts']);
      expect(config.compilerOptions).toMatchObject({
        rootDir: 'src',
        outDir: 'dist',
        emitDeclarationOnly: false,
        // `./x.ts` imports become `./x.js`, which plain node resolves.
        rewriteRelativeImportExtensions: true,
      });
      const imports = Object.keys(pkg(workspace).dependencies ?? {}).flatMap((d) => workspaceOf(d) ?? []);
      expect((config.references ?? []).map((r) => r.path).sort(), workspace).toEqual(
        imports.map((w) => `../${w}/tsconfig.build.json`).sort(),
      );
    }
    const solution = readJson<{ references: { path: string }[] }>('tsconfig.build.json');
    expect(solution.references.map((r) => r.path).sort()).toEqual(
      SITE_PROCESSES.map((p) => `./${p.main!.split('/')[0]}/tsconfig.build.json`).sort(),
    );
  });

  it('need no tsx at run time: tsx is a development dependency only', () => {
    for (const manifest of [root, ...workspaces.map(pkg)]) {
      expect(Object.keys(manifest.dependencies ?? {}), manifest.name).not.toContain('tsx');
    }
    expect(Object.keys(root.devDependencies ?? {})).toContain('tsx');
  });
});

describe('Dockerfile', () => {
  it('installs every workspace before building (npm ci needs each package.json)', () => {
    for (const workspace of root.workspaces!) {
      expect(stages.get('deps')!.instructions).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    expect(stages.get('build')!.instructions).toContain('RUN npm run build:node && npm run build');
    expect(root.workspaces).toContain('web');
  });

  it.each(SITE_PROCESSES.map((p) => [p.name, p.main!]))(
    '%s: a target of its own that runs the compiled main with plain node, holding what it imports',
    (name, main) => {
      expect(stages.has(name), `FROM base AS ${name}`).toBe(true);
      expect(stageCommand(stages, name)).toEqual(['node', ...nodeArgs(main, 'compiled')]);
      const instructions = inheritedInstructions(stages, name);
      // Production node_modules only (npm prune --omit=dev: no tsx, no TypeScript, no test tools).
      expect(instructions).toContain('COPY --from=prod-deps /app/node_modules ./node_modules');
      expect(stages.get('prod-deps')!.instructions.join('\n')).toMatch(/npm prune --omit=dev/);
      for (const workspace of runtimeWorkspaces(main.split('/')[0]!)) {
        expect(instructions, name).toContain(
          `COPY --from=build /app/${workspace}/package.json ./${workspace}/`,
        );
        expect(instructions, name).toContain(`COPY --from=build /app/${workspace}/dist ./${workspace}/dist`);
      }
      // Sources are not shipped, nor is anything run through tsx or npm (npm as PID 1 forwards no signals).
      expect(instructions.join('\n'), name).not.toMatch(/\/src\b|tsx|CMD \["npm"/);
    },
  );

  it('ships the built web app in the api image', () => {
    expect(inheritedInstructions(stages, 'api')).toContain('COPY --from=build /app/web/dist ./web/dist');
  });
});

describe('docker-compose.yml', () => {
  const ours = Object.entries(compose.services).filter(([, s]) => buildTarget(s) !== undefined);

  it('builds each Node service from the target of its process, tagged with that target', () => {
    expect(ours.map(([name]) => name).sort()).toEqual(
      ['api', 'indexer', 'lookup-worker', 'migrate', 'sandbox'].sort(),
    );
    for (const [name, service] of ours) {
      const target = buildTarget(service)!;
      expect(target, name).toBe(name === 'migrate' ? 'api' : name);
      expect(stages.has(target), name).toBe(true);
      expect(service.image, name).toMatch(new RegExp(`^namescope-${target}:\\$\\{NAMESCOPE_VERSION`));
    }
  });

  it('runs compiled files its image holds, with plain node: never tsx, never npm', () => {
    for (const [name, service] of ours) {
      const command = service.command?.join(' ') ?? '';
      expect(command, name).not.toMatch(/tsx|npm /);
      const instructions = inheritedInstructions(stages, buildTarget(service)!);
      for (const [file, workspace, rest] of command.matchAll(/([\w-]+)\/dist\/(\S+)\.js/g)) {
        expect(command, name).toContain(`node --conditions=${COMPILED_CONDITION} ${file}`);
        expect(existsSync(`${workspace}/src/${rest}.ts`), `${name}: ${file}`).toBe(true);
        expect(instructions, name).toContain(`COPY --from=build /app/${workspace}/dist ./${workspace}/dist`);
      }
    }
    expect(compose.services.migrate!.command?.join(' ')).toMatch(/db\/dist\/cli\/migrate\.js.*seed\.js/);
  });
});

describe('nodeArgs', () => {
  it('runs a main under tsx, or its compiled file under the compiled condition', () => {
    expect(nodeArgs('api/src/server.ts', 'tsx')).toEqual(['--import', 'tsx', 'api/src/server.ts']);
    expect(nodeArgs('lookup-worker/src/smoke/main.ts', 'compiled')).toEqual([
      `--conditions=${COMPILED_CONDITION}`,
      'lookup-worker/dist/smoke/main.js',
    ]);
    expect(() => compiledMain('scripts/run-all.ts')).toThrow(/not a workspace source file/);
  });
});
