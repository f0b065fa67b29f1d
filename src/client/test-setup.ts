// Shared set-up for Vitest; DOM-only helpers are loaded by the tests that use a DOM environment.
export {};
