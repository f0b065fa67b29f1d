import { config } from 'zod/v4/mini';

// The browser's build resolves every `zod/mini` to this module (vite.config.ts), so that zod is configured
// before any schema exists, in whichever lazy chunk zod first arrives. Zod compiles object parsers with
// `new Function` where it can and decides so when a schema is created; our content security policy forbids
// eval, so its probe only produced a CSP violation (Lighthouse best practices): the interpreter is enough.
config({ jitless: true });

export * from 'zod/v4/mini';
