import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Argon2id is 2 of a const enum isolatedModules cannot import; OWASP's floor: 19 MiB, 2 passes, 1 lane.
const options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a stored hash that is not a valid argon2 string. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
