// `npm run restore -- <archive> [--stack]`: loads an archive of `npm run backup` into an EMPTY
// database and file folder — those the provider would use (DATABASE_URL / DATA_DIR /
// FILE_STORAGE_DIR), or the running `npm run stack`'s with --stack — and checks them against
// its manifest (docs/decisions/backups.md). A database or folder that holds anything is refused.
import { parseArgs } from 'node:util';
import { restore, RestoreRefused } from './backup/run';
import { describeDatabase, targetOf } from './backup/target';

const { values, positionals } = parseArgs({ options: { stack: { type: 'boolean' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Cách dùng: npm run restore -- <tệp sao lưu .tar> [--stack]');
  process.exit(2);
}
try {
  const target = targetOf(process.env, { stack: values.stack });
  console.log(`• Khôi phục ${positionals[0]} vào ${describeDatabase(target.database)} và thư mục tệp ${target.filesDir}…`);
  const manifest = await restore(positionals[0]!, target);
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(`✔ Đã khôi phục bản sao lưu lúc ${manifest.createdAt}: ${Object.keys(manifest.database.tables).length} bảng, ${rows} dòng và ${Object.keys(manifest.files).length} tệp, khớp bản kê.`);
} catch (error) {
  console.error(`✖ ${error instanceof RestoreRefused ? '' : 'Khôi phục thất bại: '}${(error as Error).message}`);
  process.exit(error instanceof RestoreRefused ? 3 : 1);
}
