import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite } from '#server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tar file, or '' when the run has none. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global set-up: migrates one in-memory PGlite and dumps its data folder, once per run. A new
 * PGlite costs about 3.5 s of CPU to create its database; loading this dump costs about 1 s.
 */
export default async function makePgliteTemplate(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'stw-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const store = openPglite();
  try {
    await store.migrate();
    const client = (store.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await store.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The migrated data folder made by the global set-up, if this run has one. */
export function migratedPgliteData(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
}
