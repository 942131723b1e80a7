import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file inside an installed npm package, found from one of the package's exported entry points (the schema
 * and type files these tests read are shipped in the package but not exported).
 */
export function packageFile(exportedEntry: string, packageName: string, file: string): string {
  const entry = fileURLToPath(import.meta.resolve(exportedEntry));
  const marker = `${path.sep}node_modules${path.sep}${packageName.split('/').join(path.sep)}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${exportedEntry} does not resolve inside ${packageName}`);
  return readFileSync(path.join(entry.slice(0, at + marker.length), file), 'utf8');
}
