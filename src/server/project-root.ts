import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/**
 * The folder holding the project's package.json, whether running from src/ (tsx) or dist/ (compiled). The
 * compiled files have a package.json of their own (their import aliases), without a name.
 */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!isProjectManifest(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  root = dir;
  return dir;
}

function isProjectManifest(file: string): boolean {
  return (
    existsSync(file) &&
    typeof (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === 'string'
  );
}
