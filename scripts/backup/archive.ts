// The backup archive (docs/decisions/backups.md): one uncompressed tar (photos and the database
// dumps are compressed already) holding the database dump, the file volume under files/, and
// manifest.json — what the archive holds, checked on restore: the row count of every table and
// the size and SHA-256 of every file, read back from the archive itself once it is written.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

export const MANIFEST = 'manifest.json';
export const FILES = 'files';

export type Manifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; sha256: string; serverVersion: string; tables: Record<string, number> };
  /** Relative to the file volume. */
  files: Record<string, { size: number; sha256: string }>;
};

/** SHA-256 and size of a file on disk. */
export async function checksumOf(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(file), async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/** Writes `entries` (paths under `cwd`; symbolic links followed) into a new tar. */
export async function createArchive(file: string, cwd: string, entries: string[]) {
  await tar.create({ file, cwd, follow: true, portable: true }, entries);
}

/** Appends `entries` to an existing tar. */
export async function appendToArchive(file: string, cwd: string, entries: string[]) {
  await tar.replace({ file, cwd, portable: true }, entries);
}

/** Size and SHA-256 of every file entry in the tar, by its path, read from the archive itself. */
export async function archiveChecksums(file: string): Promise<Map<string, { size: number; sha256: string }>> {
  const sums = new Map<string, { size: number; sha256: string }>();
  const pending: Promise<void>[] = [];
  await tar.list({
    file,
    onReadEntry: (entry) => {
      if (entry.type !== 'File') return entry.resume();
      const hash = createHash('sha256');
      let size = 0;
      pending.push(
        new Promise((resolve, reject) => {
          entry.on('data', (chunk: Buffer) => {
            hash.update(chunk);
            size += chunk.length;
          });
          entry.on('end', () => resolve(sums.set(entry.path.replace(/^\.\//, ''), { size, sha256: hash.digest('hex') }) && undefined));
          entry.on('error', reject);
        }),
      );
    },
  });
  await Promise.all(pending);
  return sums;
}

/** Extracts the entries `filter` accepts into `cwd`, dropping `strip` leading path parts. */
export async function extractArchive(file: string, cwd: string, filter: (path: string) => boolean, strip = 0) {
  await tar.extract({ file, cwd, strip, filter: (path) => filter(path.replace(/^\.\//, '')) });
}
