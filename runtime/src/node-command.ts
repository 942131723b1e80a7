/**
 * How a NameScope process is started. Development and tests run the TypeScript sources with tsx as a loader;
 * production runs what `tsc -b tsconfig.build.json` compiled into each workspace's dist/, with plain node.
 * The workspaces' package.json exports resolve to dist/ only under COMPILED_CONDITION (a custom export
 * condition, `node --conditions=...`), and to src/ otherwise, so the dev and test paths need no build.
 */
export type RunMode = 'tsx' | 'compiled';

/** The export condition that selects the compiled dist/ entries of every workspace. */
export const COMPILED_CONDITION = '@namescope/compiled';

/** RUN_MODE's values: `compiled` for the dist/ JavaScript, anything else (or unset) for tsx. */
export function runModeFrom(value: string | undefined): RunMode {
  return value === 'compiled' ? 'compiled' : 'tsx';
}

/** The compiled file of a TypeScript main: 'api/src/server.ts' -> 'api/dist/server.js'. */
export function compiledMain(main: string): string {
  const match = /^([\w-]+)\/src\/(.+)\.ts$/.exec(main);
  if (!match) throw new Error(`not a workspace source file: ${main}`);
  return `${match[1]}/dist/${match[2]}.js`;
}

/** Node's arguments (after the executable) that run `main` (a path from the repository root) in `mode`. */
export function nodeArgs(main: string, mode: RunMode): string[] {
  return mode === 'compiled'
    ? [`--conditions=${COMPILED_CONDITION}`, compiledMain(main)]
    : ['--import', 'tsx', main];
}
