import { ensureBuilt } from '../../support/server';

/** Builds the app once, before the workers start their servers (as `npm start` would if dist is stale). */
export default function globalSetup() {
  ensureBuilt();
}
