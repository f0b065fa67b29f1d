import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function generateSigningKey(): object {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    use: 'sig',
    alg: 'RS256',
    kid: `k${Date.now().toString(36)}`,
  };
}

/** The demo provider's signing key, kept in DATA_DIR so tokens stay valid across restarts. */
export function loadSigningKeys(dataDir: string): object[] {
  const file = path.join(dataDir, 'oidc-signing-key.json');
  if (existsSync(file)) return [JSON.parse(readFileSync(file, 'utf8')) as object];
  mkdirSync(dataDir, { recursive: true });
  const key = generateSigningKey();
  writeFileSync(file, JSON.stringify(key), { mode: 0o600 });
  return [key];
}
