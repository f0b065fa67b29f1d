import { parseEnv } from '#server/env';
import { openConfiguredStore } from './open-store.js';

const store = openConfiguredStore(parseEnv());
try {
  await store.migrate();
  console.log(`Migrated the ${store.kind} store.`);
} finally {
  await store.close();
}
