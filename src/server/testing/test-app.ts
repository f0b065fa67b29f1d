import { buildApp, type App } from '../app.js';
import { createTestStore, type TestStore } from './test-store.js';

export const TEST_ORIGIN = 'http://localhost';

export interface TestContext {
  app: App;
  store: TestStore;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestContext> {
  const store = await createTestStore();
  const app = await buildApp({ store, trustedOrigins: [TEST_ORIGIN] });
  await app.ready();
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
