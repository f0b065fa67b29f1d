import type { ImagesRepository } from './images.repository.js';
import type { PictureStore } from './picture-store.js';

export interface MoveOptions {
  /** Pictures moved in one transaction. */
  batch?: number;
  /** How long to wait between looks while another process moves the last ones. */
  pollMs?: number;
  log?: (message: string) => void;
}

/**
 * Moves the bytes of pictures stored before pictures became files into the picture store, then empties
 * them in the database; run at startup, after the migrations. It can run again at any time (nothing left:
 * one query), be killed midway (a batch is one transaction) and run in several processes at once on
 * PostgreSQL (each takes rows the others have not locked, then waits until none is left). SQL migrations
 * cannot write files, hence a step of the server rather than a migration.
 */
export async function movePicturesToFiles(
  repository: Pick<ImagesRepository, 'moveBytesOut' | 'bytesLeft'>,
  pictures: Pick<PictureStore, 'put'>,
  options: MoveOptions = {},
): Promise<number> {
  const batch = options.batch ?? 20;
  const pollMs = options.pollMs ?? 200;
  let moved = 0;
  for (;;) {
    const count = await repository.moveBytesOut(batch, (bytes) => pictures.put(bytes));
    moved += count;
    if (count > 0) continue;
    // Rows another process has locked were skipped: its batch ends in a moment, or rolls back if it dies.
    if (!(await repository.bytesLeft())) break;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (moved)
    options.log?.(`Moved ${moved} stored pictures and widths from the database to the picture folder.`);
  return moved;
}
