/** The PostgreSQL suite's server: the real app on the cluster `npm run test:pg` started. */
import { startTestServer } from '../support/server';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { ContractClient } from '../contract/contract-client';
import { shopping } from '../contract/shopping-fixtures';

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run the PostgreSQL suite with `npm run test:pg`');
  return url;
}

export async function startPgServer(): Promise<{ server: TestServer; api: ContractClient }> {
  const server = await startTestServer({ databaseUrl: databaseUrl() });
  return { server, api: createContractClient(server.url) };
}

/** A new shopper with an address; answers the token and the address id. */
export async function newShopperWithAddress(api: ContractClient) {
  const token = (await api.ok('signUp', { body: shopping.newShopper() })).data.accessToken;
  const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
  return { token, addressId: address.int_glcode };
}

/** Runs `task` over `items` with at most `limit` at a time (sign-ups hash passwords: keep the CPU sane). */
export async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(task))));
  return out;
}
