// `npm start`: build what is missing or older than the sources, then run the compiled server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outputs = [
  path.join(root, 'dist/client/index.html'),
  path.join(root, 'dist/client/prerendered/en/index.html'),
  // Written last of the client's files (scripts/compress-client.mjs): a build from before it has none.
  path.join(root, 'dist/client/index.html.br'),
  path.join(root, 'dist/node/server/main.js'),
];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () => {
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  return inputs.some(
    (p) => existsSync(p) && (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs) > built,
  );
};

if (!outputs.every(existsSync) || sourcesChanged()) {
  console.log('Building the app...');
  // Always a production bundle, even when NODE_ENV=test (the browser tests) would make Vite build React's dev one.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/node/server/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
