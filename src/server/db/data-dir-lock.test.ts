import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('the data folder lock', () => {
  it('refuses a second holder while the first process is alive', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stw-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a process that died, and releases it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stw-lock-'));
    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
