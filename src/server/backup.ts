import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, linkSync, lstatSync, openSync, realpathSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ownerOnly } from './store';

/** Why a backup was not made; `usage` marks a refusal of what was asked (the CLI's exit 2), not a failure. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly usage = false,
  ) {
    super(message);
  }
}

export interface BackupResult {
  path: string;
  bytes: number;
}

/** The same file under another name (a link, `./x` for `x`): compared by device and inode. */
const sameFile = (a: string, b: string) => {
  const [x, y] = [statSync(a, { throwIfNoEntry: false }), statSync(b, { throwIfNoEntry: false })];
  return Boolean(x && y && x.dev === y.dev && x.ino === y.ino);
};

/**
 * Copies the live database at `source` to `target` with SQLite's online backup: one read
 * transaction sees one committed state, and in WAL mode it never blocks the server's writes.
 * The copy is written beside the target as a 0600 temporary file, turned into a single
 * self-contained file (rollback journal, checked) and only then given the target's name, so a
 * half-written copy never carries it.
 */
export async function backupDatabase(source: string, target: string, { force = false } = {}): Promise<BackupResult> {
  const path = resolve(target);
  const folder = dirname(path);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new BackupError(`There is no folder ${folder} to write the backup in.`);
  // Replacing the live file (or its WAL) with a copy of itself would lose what the server writes meanwhile.
  const sourceFolder = realpathSync(dirname(resolve(source)));
  const live = ['', '-wal', '-shm', '-journal'].map((suffix) => join(sourceFolder, `${basename(source)}${suffix}`));
  const existing = lstatSync(path, { throwIfNoEntry: false });
  if (live.includes(join(realpathSync(folder), basename(path))) || (existing && live.some((file) => sameFile(file, path)))) {
    throw new BackupError(`${path} is the live database: write the backup somewhere else.`, true);
  }
  if (existing && !existing.isFile()) throw new BackupError(`${path} exists and is not a regular file; nothing was written.`, true);
  if (existing && !force) throw new BackupError(`${path} already exists; nothing was written. Add --force to replace it.`, true);

  const partial = join(folder, `.${basename(path)}.${process.pid}.partial`);
  // Created here, exclusively and owner-only: SQLite would create it with the umask's mode (often 0644).
  try {
    closeSync(openSync(partial, 'wx', 0o600));
    chmodSync(partial, 0o600);
  } catch (error) {
    throw new BackupError(`Cannot write in ${folder} (${(error as NodeJS.ErrnoException).code ?? 'error'}); nothing was written.`);
  }
  let db: Database.Database | null = null;
  try {
    // A restored file may be group-readable; the -wal and -shm this open can create would take its mode.
    ownerOnly(source);
    db = new Database(source, { readonly: true, fileMustExist: true });
    // All pages in one step (after the first, which only counts them): another connection's commit
    // between steps would make SQLite start the copy over, again and again under steady intake.
    await db.backup(partial, { progress: () => 0x7fffffff });
    db.close();
    db = null;
    // The copy keeps the source's WAL flag; as a rollback-journal file it is one file, readable
    // where it lands without -wal or -shm files beside it.
    const copy = new Database(partial);
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`The copy failed SQLite's check (${String(check)}); nothing was written.`);
    } finally {
      copy.close();
    }
    if (force) renameSync(partial, path);
    else {
      // A link fails if the name was taken meanwhile (rename would silently replace it).
      try {
        linkSync(partial, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${path} already exists; nothing was written. Add --force to replace it.`, true);
        throw error;
      }
      unlinkSync(partial);
    }
    return { path, bytes: statSync(path).size };
  } catch (error) {
    if (error instanceof Database.SqliteError) throw new BackupError(`The backup failed (${error.code}); nothing was written.`);
    throw error;
  } finally {
    db?.close();
    for (const leftover of [partial, `${partial}-journal`]) if (existsSync(leftover)) unlinkSync(leftover);
  }
}
