/**
 * The PostgreSQL suite's server: the real app on the cluster `npm run test:pg` started.
 * Each file changes only what it made: its own shoppers, its own products
 * (tests/support/own-products.ts), or a database of its own; so any file passes alone,
 * in any order, and beside the others on the one database.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestServer } from '../support/server';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { ContractClient } from '../contract/contract-client';

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the PostgreSQL suite with `npm run test:pg`');
  return url;
}

export async function startPgServer(): Promise<{ server: TestServer; api: ContractClient }> {
  const server = await startTestServer({ databaseUrl: databaseUrl() });
  return { server, api: createContractClient(server.url) };
}

/**
 * A database of the caller's own in the suite's cluster, for a file that checks that
 * nothing was written while other files write to theirs. `drop` removes it.
 */
export async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `statefront_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Runs `task` over `items` with at most `limit` at a time (sign-ups hash passwords: keep the CPU sane). */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  return out;
}
