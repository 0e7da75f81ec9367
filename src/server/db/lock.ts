/** An exclusive lock on the embedded database folder: a second process stops at once instead of corrupting it. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process holds the data folder. */
export class DataFolderLockedError extends Error {
  /** Explains which process holds which folder. */
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is in use by process ${pid}. Stop that process (or use another DATABASE_URL) and start again.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock of a data folder (a stale lock of a dead process is taken over); returns its release. */
export function lockDataFolder(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, '..', `${folder.split(/[\\/]/).filter(Boolean).pop() ?? 'db'}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== undefined && isAlive(owner)) throw new DataFolderLockedError(folder, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${folder}.`);
}
