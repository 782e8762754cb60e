// `npm run backup [-- --out tm-backup.tar] [--stack]`: one archive of the studio — a dump of its
// database (pg_dump, or the embedded PGlite's own), its file volume and a manifest with the row
// count of every table and the checksum of every file (docs/decisions/backups.md). The database
// and the files are the provider's: DATABASE_URL / DATA_DIR / FILE_STORAGE_DIR, or with --stack
// those of the running `npm run stack`.
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backup } from './backup/run';
import { describeDatabase, targetOf } from './backup/target';

const { values } = parseArgs({ options: { out: { type: 'string' }, stack: { type: 'boolean' } } });
const out = values.out ?? `tm-backup-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}.tar`;
try {
  const target = targetOf(process.env, { stack: values.stack });
  console.log(`• Sao lưu ${describeDatabase(target.database)} và thư mục tệp ${target.filesDir}…`);
  const manifest = await backup(target, out);
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const files = Object.values(manifest.files);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  console.log(`✔ Đã ghi ${out} (${(statSync(out).size / 1024 ** 2).toFixed(1)} MB): ${Object.keys(manifest.database.tables).length} bảng, ${rows} dòng; ${files.length} tệp, ${(bytes / 1024 ** 2).toFixed(1)} MB.`);
} catch (error) {
  console.error(`✖ Không sao lưu được: ${(error as Error).message}`);
  process.exit(1);
}
