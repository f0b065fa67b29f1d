// After `tsc -p tsconfig.server.json`: the compiled server imports `#server/…` and `#contract/…` as the
// source does, but package.json maps those to the TypeScript files (for tsx, Vite and tsc). Node takes a
// module's aliases from its nearest package.json, so this one beside the compiled files maps them to it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { imports } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const compiled = Object.fromEntries(
  Object.entries(imports)
    .filter(([, target]) => target.startsWith('./src/') && target.endsWith('/*.ts'))
    .map(([alias, target]) => [alias, target.replace(/^\.\/src\//, './').replace(/\.ts$/, '.js')]),
);
writeFileSync(
  path.join(root, 'dist/node/package.json'),
  `${JSON.stringify({ type: 'module', imports: compiled }, null, 2)}\n`,
);
