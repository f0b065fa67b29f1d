import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migratedPgliteImage } from '#server/db/client';
import { projectRoot } from '#server/project-root';

const root = projectRoot();
const migrations = path.join(root, 'src/server/db/migrations');

/** Names the migrations and the PGlite release: a change to either makes a new image (or template database). */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  const files = (readdirSync(migrations, { recursive: true }) as string[]).sort();
  for (const file of files) {
    const full = path.join(migrations, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

let image: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite database for a test file to start from. Making one (initdb, then every
 * migration) costs each file about 1.5 s of CPU; copying this image a fifth of it. It is made once per set
 * of migrations and kept in node_modules/.cache, so the test files and workers of a run share it.
 */
export function migratedPglite(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(root, 'node_modules/.cache/stw-test-stores', `${migrationsKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const made = await migratedPgliteImage();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written under another name first: a worker reading it meanwhile never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
    renameSync(partial, file);
    return made;
  })();
  return image;
}
