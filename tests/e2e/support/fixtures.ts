import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root } from '../../support/server';
import { SEEDED_DATA_DIR } from './global-setup';

export { expect } from '@playwright/test';

interface AppServer {
  baseURL: string;
  dataDir: string;
}

/**
 * The journeys' `test`: each Playwright worker starts the built app (as `npm start` runs it) on a free port
 * with a data folder of its own, a copy of the demo school the global set-up seeded, and its journeys run
 * against that server.
 * Workers share nothing, so they run side by side; within a worker the journeys share one server, as they
 * all did before (so each reads counts at the time of the test and makes the accounts it changes).
 */
export const test = base.extend<object, { appServer: AppServer }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), `stw-e2e-${workerInfo.parallelIndex}-`));
      const seeded = process.env[SEEDED_DATA_DIR];
      if (!seeded) throw new Error('The global set-up did not seed the demo school');
      cpSync(seeded, dataDir, { recursive: true });
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
      };
      // Each worker's store is its own PGlite, even where the shell points the app at a PostgreSQL server.
      delete env.DATABASE_URL;
      // The global set-up built the app: start the compiled server as scripts/start.mjs does, with PGlite's
      // WebAssembly left to V8's baseline compiler, as in the Vitest workers (vite.config.ts): its optimising
      // tier cost the servers about a tenth of their CPU and no journey finished sooner with it.
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', '--liftoff-only', path.join(root, 'dist/node/server/main.js')],
        { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      const prefix = `[app server of worker ${workerInfo.parallelIndex}] `;
      let output = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        process.stderr.write(
          chunk
            .toString()
            .split(/(?<=\n)/)
            .map((line) => prefix + line)
            .join(''),
        );
      });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      let gone = false;
      void exited.then(() => (gone = true));
      const kill = () => child.kill('SIGKILL');
      process.once('exit', kill);

      const baseURL = `http://localhost:${port}`;
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (gone) throw new Error(`The app server exited before it answered:\n${output}`);
        if (Date.now() > deadline) throw new Error(`The app server did not answer within 120 s:\n${output}`);
        const healthy = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
          (res) => res.ok,
          () => false,
        );
        if (healthy) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      await use({ baseURL, dataDir });

      if (!gone) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (!gone) kill();
      }
      process.off('exit', kill);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
});
