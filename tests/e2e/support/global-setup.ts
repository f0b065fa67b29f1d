import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, startServer } from '../../support/server';

/** Where the global set-up leaves the demo school's data folder, for each worker to copy. */
export const SEEDED_DATA_DIR = 'E2E_SEEDED_DATA_DIR';

/**
 * Builds the app once, before the workers start their servers (as `npm start` would if dist is stale), and
 * lets the built app seed the demo school once into a data folder of its own, then stops it: each worker's
 * server starts on a copy of that folder instead of migrating and seeding a store of its own (about 3.7 s of
 * CPU a server, while every worker waits for its server before its first journey). Returns the teardown.
 */
export default async function globalSetup() {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stw-e2e-seeded-'));
  const server = await startServer({ DATA_DIR: dataDir, NODE_ENV: 'test', SEED_DEMO: 'auto' });
  await server.kill('SIGTERM');
  const { code, signal } = await server.exited;
  if (code !== 0) throw new Error(`The seeding server stopped with ${code ?? signal}:\n${server.output()}`);
  process.env[SEEDED_DATA_DIR] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
