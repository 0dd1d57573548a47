/** `npm run shop -- photos [--retry]`: the photos an import named by their web address and how their fetch goes (decision 0046). */
import type { Db } from '../db/connect';
import { oneAtATime } from '../db/one-at-a-time';
import {
  fetchWaitingPhotos,
  retryPhotos,
  waitingPhotos,
  type FetchPassOptions,
  type WaitingPhoto,
} from '../media/photos/waiting';

const time = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function line(photo: WaitingPhoto, now: Date): string {
  const what = photo.handles.length ? ` (for ${photo.handles.join(', ')})` : ' (no product holds its place now)';
  if (photo.gaveUp) return `  "${photo.source}"${what}: ${photo.problem}`;
  const when = photo.nextAttemptAt <= now ? 'now' : `at ${time(photo.nextAttemptAt)} UTC`;
  return photo.problem
    ? `  "${photo.source}"${what}: ${photo.problem}; the shop tries again ${when}`
    : `  "${photo.source}"${what}: not fetched yet, due ${when}`;
}

/** The report: what waits, what failed and why, in words. */
export async function photosReport(db: Db, now: Date): Promise<string> {
  const photos = await waitingPhotos(db);
  if (photos.length === 0) return 'No photo is waiting: every photo an import named by its web address has arrived.';
  const failed = photos.filter((photo) => photo.gaveUp);
  const waiting = photos.filter((photo) => !photo.gaveUp);
  const lines: string[] = [];
  if (waiting.length) lines.push(`${plural(waiting.length, 'photo')} to fetch:`, ...waiting.map((p) => line(p, now)));
  if (failed.length) {
    lines.push(`${plural(failed.length, 'photo')} the shop gave up on:`, ...failed.map((p) => line(p, now)));
    lines.push('Their products show a placeholder. Fix the address in the CSV and import it again, or try again with');
    lines.push('  npm run shop -- photos --retry');
  }
  return lines.join('\n');
}

/** Puts every photo not arrived back in the queue and fetches what it can now; then the report. */
export async function retryPhotosNow(options: FetchPassOptions): Promise<string> {
  const { db, now } = options;
  const count = await retryPhotos(db);
  let ran = 'ran';
  // Until a pass finds nothing due: a photo that fails waits for its next try, so this ends.
  for (let pass = { arrived: 1, failed: 0 }; pass.arrived + pass.failed > 0 && ran === 'ran'; ) {
    ran = await oneAtATime(db, 'photo-fetches', async () => {
      pass = await fetchWaitingPhotos(options);
    });
  }
  const by = ran === 'skipped' ? ' (a running server is fetching them)' : '';
  return `${plural(count, 'photo')} put back in the queue${by}.\n${await photosReport(db, now())}`;
}
