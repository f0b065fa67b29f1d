import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` where it can. Our content security policy forbids eval,
// so its probe only produced a CSP violation (Lighthouse best practices); the interpreter is enough here.
// Zod decides when a schema is created, so this must run before any contract module: main.tsx imports it
// first, and api-client.ts imports it so that it lands in the chunk the contract's schemas share.
config({ jitless: true });
