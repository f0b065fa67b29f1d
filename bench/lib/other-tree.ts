import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './processes.js';
import { adoptStore, type PreparedStore } from './stores.js';

/** Another commit of the app, built beside this one, for BENCH_COMPARE. */
export interface OtherTree {
  /** The revision as given, and its full commit id. */
  rev: string;
  commit: string;
  dir: string;
  /** Its built server, `node <serverMain>` as `npm start` runs it in production. */
  serverMain: string;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  return result.stdout.trim();
}

/**
 * The commit `rev` of this repository, exported to a folder of the temporary directory (kept between
 * runs, keyed by the commit), its dependencies installed (a hard-linked copy of ours when its lockfile is
 * the same) and built.
 */
export function prepareOtherTree(rev: string, log: (line: string) => void): OtherTree {
  const commit = run('git', ['rev-parse', '--verify', `${rev}^{commit}`], root);
  const dir = path.join(os.tmpdir(), `stw-bench-tree-${commit.slice(0, 12)}`);
  const serverMain = path.join(dir, 'dist/node/server/main.js');
  const done = path.join(dir, '.bench-built');
  if (!existsSync(done)) {
    log(`Preparing ${rev} (${commit.slice(0, 12)}) in ${dir}...`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed`);
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`unpacking ${commit} failed`);
    const sameLock =
      readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
      readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (sameLock) run('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], dir);
    else run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'build'], dir);
    writeFileSync(done, commit);
  }
  // Its stores are made by its own migrations and seed, through this commit's small CLI.
  copyFileSync(
    path.join(root, 'bench/lib/prepare-store-cli.ts'),
    path.join(dir, 'bench/lib/prepare-store-cli.ts'),
  );
  return { rev, commit, dir, serverMain };
}

/** A store made by the other tree's code: what its servers need, and the bench's data in it. */
export function prepareOtherStore<Data>(
  tree: OtherTree,
  kind: 'pglite' | 'postgres',
  counts: { classCount: number; students: number; seatsNeeded: number },
): { store: PreparedStore; data: Data } {
  const out = run(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/lib/prepare-store-cli.ts',
      kind,
      String(counts.classCount),
      String(counts.students),
      String(counts.seatsNeeded),
    ],
    tree.dir,
  );
  const made = JSON.parse(out.split('\n').at(-1)!) as { env: PreparedStore['env']; data: Data };
  return { store: adoptStore(made.env), data: made.data };
}
