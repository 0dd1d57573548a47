/** vitest globalSetup: the seeded template is made once per run, before any worker wants a copy. */
import { ensureSeededTemplate } from './seeded-database';

export default async function setup(): Promise<void> {
  await ensureSeededTemplate();
}
