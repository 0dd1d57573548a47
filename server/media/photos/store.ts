// The embedded database is one process's, so its photos stay on disk; PostgreSQL keeps them in it (decision 0042).
import { databaseKind, type Db } from '#server/db/connect';
import type { PhotoStore } from './photos';
import { PhotosInDatabase } from './in-database';
import { PhotosOnDisk } from './on-disk';

export function photoStore(db: Db, mediaDir: string): PhotoStore {
  return databaseKind(db) === 'postgres' ? new PhotosInDatabase(db) : new PhotosOnDisk(mediaDir);
}
