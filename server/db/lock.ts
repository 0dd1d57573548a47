/**
 * An exclusive, process-lifetime lock on DATA_DIR.
 *
 * PGlite on a directory has no lock of its own: two processes on one directory both
 * "work" and silently lose each other's rows. So whoever opens the directory first
 * writes DATA_DIR/statefront.lock with O_EXCL, holding its pid, host and the process
 * start time. A later opener refuses while that process is alive; a lock whose owner
 * is gone (kill -9, power loss), is a zombie its parent has not reaped yet, or whose pid
 * now belongs to another process is stale and is taken over at once, so a crash never
 * blocks the next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const LOCK_FILE_NAME = 'statefront.lock';

interface LockOwner {
  pid: number;
  host: string;
  /** The owner's start time from /proc (Linux), so a recycled pid is not mistaken for the owner. */
  started: string | null;
}

export interface DirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Statefront process (pid ${pid}). Stop it or set DATA_DIR to another directory.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the lock on `dataDir` (created if missing) or throws DataDirInUseError. */
export function lockDataDir(dataDir: string): DirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, host: os.hostname(), started: processStartTime(process.pid) };

  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round++) {
    if (tryCreate(lockPath, me)) return holdLock(lockPath, me);
    const owner = readOwner(lockPath);
    if (owner === 'missing') continue; // released between our attempt and our read
    if (owner !== 'unreadable' && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
    if (owner === 'unreadable' && !isOldEnough(lockPath)) {
      // Another process is between creating the file and writing its content.
      throw new DataDirInUseError(dir, 0);
    }
    takeOverStale(lockPath, dir);
  }
  const owner = readOwner(lockPath);
  throw new DataDirInUseError(dir, typeof owner === 'object' ? owner.pid : 0);
}

function tryCreate(lockPath: string, me: LockOwner): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'wx');
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(me));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

function holdLock(lockPath: string, me: LockOwner): DirLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    const owner = readOwner(lockPath);
    if (typeof owner === 'object' && owner.pid === me.pid && owner.started === me.started) {
      fs.rmSync(lockPath, { force: true });
    }
  };
  // 'exit' runs for normal ends and process.exit(); signals that kill us leave a stale lock, which is fine.
  process.on('exit', release);
  return { path: lockPath, release };
}

/** A lock file as one is written; anything else is a half-written or foreign file. */
const lockFile = z.object({ pid: z.number(), host: z.string(), started: z.string().nullish() });

function readOwner(lockPath: string): LockOwner | 'missing' | 'unreadable' {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const owner = lockFile.safeParse(JSON.parse(text));
    if (owner.success) return { ...owner.data, started: owner.data.started ?? null };
  } catch {
    // fall through: a half-written or foreign file
  }
  return 'unreadable';
}

function isAlive(owner: LockOwner): boolean {
  // A lock from another machine (shared disk) cannot be checked: respect it.
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return owner.started !== processStartTime(process.pid);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if (errnoCode(error) !== 'EPERM') return false;
  }
  const stat = processStat(owner.pid);
  // Killed but not yet reaped by its parent (a zombie): signal 0 still finds it, yet it holds no file.
  if (stat && /^[ZX]$/.test(stat.state)) return false;
  const started = stat?.started ?? null;
  return owner.started === null || started === null || started === owner.started;
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot; null where there is no /proc. */
function processStartTime(pid: number): string | null {
  return processStat(pid)?.started ?? null;
}

/**
 * Fields 3 and 22 of /proc/<pid>/stat: the state (Z for a zombie, X for dead) and the start
 * time; null where there is no /proc.
 */
function processStat(pid: number): { state: string; started: string | null } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? null };
  } catch {
    return null;
  }
}

function isOldEnough(lockPath: string): boolean {
  try {
    return Date.now() - fs.statSync(lockPath).mtimeMs > 5_000;
  } catch {
    return true;
  }
}

/**
 * Moves a stale lock aside. Renaming is atomic, so of two processes that judged the
 * same lock stale only one moves it; if what we moved turns out to be a fresh lock
 * taken in the meantime, it goes back.
 */
function takeOverStale(lockPath: string, dir: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readOwner(aside);
  if (typeof moved === 'object' && isAlive(moved)) {
    try {
      fs.linkSync(aside, lockPath);
    } finally {
      fs.rmSync(aside, { force: true });
    }
    throw new DataDirInUseError(dir, moved.pid);
  }
  fs.rmSync(aside, { force: true });
}

/** The system error's code (`EEXIST`, `ENOENT`…), if the error has one. */
function errnoCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
