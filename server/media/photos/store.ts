/**
 * Where the shop keeps its photos, by its database (decision 0042): the embedded one is one
 * process's, so its photos stay on that machine's disk; PostgreSQL is every process's, so
 * they are kept in it.
 */
import { databaseKind, type Db } from '#server/db/connect';
import type { PhotoStore } from './photos';
import { PhotosInDatabase } from './in-database';
import { PhotosOnDisk } from './on-disk';

export function photoStore(db: Db, mediaDir: string): PhotoStore {
  return databaseKind(db) === 'postgres' ? new PhotosInDatabase(db) : new PhotosOnDisk(mediaDir);
}
