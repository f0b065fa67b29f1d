import { imagesDirOf, parseEnv } from '#server/env';
import { createImagesRepository } from '#server/modules/images/images.repository';
import { movePicturesToFiles } from '#server/modules/images/move-pictures-to-files';
import { createFilePictureStore } from '#server/modules/images/picture-store';
import { openConfiguredStore } from './open-store.js';

const env = parseEnv();
const store = openConfiguredStore(env);
try {
  await store.migrate();
  // The step the server runs at startup: SQL migrations cannot write the picture files.
  await movePicturesToFiles(createImagesRepository(store.db), createFilePictureStore(imagesDirOf(env)), {
    log: console.log,
  });
  console.log(`Migrated the ${store.kind} store.`);
} finally {
  await store.close();
}
