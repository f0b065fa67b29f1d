import { defineModule, type CoreDeps } from '#server/composition/server-module';
import { createImagesRepository } from './images.repository.js';
import { imagesRoutes } from './images.routes.js';
import { createImagesService, type UploadLimits } from './images.service.js';
import { createMemoryPictureStore, type PictureStore } from './picture-store.js';

/** Uploaded pictures: checked, re-encoded, stored and served. */
export function createImages(
  deps: CoreDeps & {
    pictureStore?: PictureStore;
    uploadLimits?: UploadLimits;
    encoding?: { concurrency: number; waiting: number };
    sending?: { concurrency: number; waiting: number };
  },
) {
  const images = createImagesService(
    createImagesRepository(deps.store.db),
    deps.pictureStore ?? createMemoryPictureStore(),
    { limits: deps.uploadLimits, encoding: deps.encoding, sending: deps.sending },
  );
  return defineModule('images', { images, api: (api) => api.register(imagesRoutes, { images }) });
}
