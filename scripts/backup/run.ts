// `npm run backup` and `npm run restore` (docs/decisions/backups.md, docs/operations/production.md).
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendToArchive, archiveChecksums, checksumOf, createArchive, extractArchive, FILES, MANIFEST, type Manifest } from './archive';
import { dumpPglite, pgliteCounts, pgliteInUse, restorePglite } from './pglite';
import { dumpPostgres, postgresCounts, postgresTables, restorePostgres } from './postgres';
import type { Target } from './target';

const DUMP_FILE = { postgres: 'database.pgdump', pglite: 'database.pglite.tar.gz' } as const;

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : entry.isFile() ? [relative] : [];
  });
}

/** Writes one archive of `target` to `file`; resolves with its manifest. */
export async function backup(target: Target, file: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'tm-backup-'));
  try {
    const kind = target.database.kind;
    const dumpFile = DUMP_FILE[kind];
    const dumped = target.database.kind === 'postgres' ? await dumpPostgres(target.database.url, path.join(staging, dumpFile)) : await dumpPglite(target.database.dir, path.join(staging, dumpFile));
    // The file volume goes in as it is, by a link, after the database: a file a row names was written before it.
    if (existsSync(target.filesDir)) symlinkSync(path.resolve(target.filesDir), path.join(staging, FILES), 'dir');
    else await mkdir(path.join(staging, FILES));
    await createArchive(file, staging, [dumpFile, FILES]);
    // The checksums are read back from the archive: they describe what it holds, even of a file that changed meanwhile.
    const sums = await archiveChecksums(file);
    const files = Object.fromEntries([...sums].filter(([name]) => name.startsWith(`${FILES}/`)).map(([name, sum]) => [name.slice(FILES.length + 1), sum]));
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: { kind, file: dumpFile, sha256: sums.get(dumpFile)!.sha256, serverVersion: dumped.serverVersion, tables: dumped.tables },
      files,
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    await appendToArchive(file, staging, [MANIFEST]);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

/** Why `target` may not be restored into (its database or its folder holds something), or null. */
async function notEmpty(target: Target): Promise<string | null> {
  if (target.database.kind === 'postgres') {
    const tables = await postgresTables(target.database.url);
    if (tables.length) return `cơ sở dữ liệu đích đã có ${tables.length} bảng (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''})`;
  } else if (pgliteInUse(target.database.dir)) {
    return `thư mục cơ sở dữ liệu nhúng ${target.database.dir} không trống`;
  }
  if (filesUnder(target.filesDir).length) return `thư mục tệp ${target.filesDir} không trống`;
  return null;
}

function differences(expected: Record<string, unknown>, actual: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => JSON.stringify(expected[name]) !== JSON.stringify(actual[name])).map((name) => `${name}: ${JSON.stringify(expected[name])} → ${JSON.stringify(actual[name])}`);
}

/**
 * Loads an archive into an EMPTY database and file folder, then checks them against its
 * manifest: the row count of every table, the size and checksum of every file. Refuses a target
 * that holds anything (RestoreRefused), and throws when a check fails.
 */
export async function restore(file: string, target: Target): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefused(`Không có tệp sao lưu ${file}.`);
  const refusal = await notEmpty(target);
  if (refusal) throw new RestoreRefused(`Không khôi phục: ${refusal}. npm run restore chỉ nạp vào cơ sở dữ liệu và thư mục tệp trống, để không trộn hai studio.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'tm-restore-'));
  try {
    await extractArchive(file, staging, (name) => name === MANIFEST || !name.startsWith(`${FILES}/`));
    const manifest = JSON.parse(readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new Error(`Định dạng bản sao lưu không hỗ trợ: ${manifest.format}.`);
    if (manifest.database.kind !== target.database.kind) {
      throw new RestoreRefused(`Bản sao lưu là của ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'cơ sở dữ liệu nhúng (PGlite)'}; nơi khôi phục phải cùng loại.`);
    }
    const dump = path.join(staging, manifest.database.file);
    if ((await checksumOf(dump)).sha256 !== manifest.database.sha256) throw new Error('Bản sao lưu hỏng: tệp cơ sở dữ liệu không khớp mã kiểm tra.');

    if (target.database.kind === 'postgres') await restorePostgres(target.database.url, dump);
    else await restorePglite(target.database.dir, dump);
    await mkdir(target.filesDir, { recursive: true });
    await extractArchive(file, target.filesDir, (name) => name.startsWith(`${FILES}/`), 1);

    const tables = target.database.kind === 'postgres' ? await postgresCounts(target.database.url) : await pgliteCounts(target.database.dir);
    const restoredFiles = Object.fromEntries(await Promise.all(filesUnder(target.filesDir).map(async (name) => [name, await checksumOf(path.join(target.filesDir, name))] as const)));
    const problems = [...differences(manifest.database.tables, tables).map((d) => `bảng ${d}`), ...differences(manifest.files, restoredFiles).map((d) => `tệp ${d}`)];
    if (problems.length) throw new Error(`Khôi phục xong nhưng không khớp bản kê:\n  ${problems.slice(0, 20).join('\n  ')}`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
