// `npm run create-admin -- --email chu@studio.vn [--last-name Nguyễn --first-name An]`: an
// active admin on the configured database (DATABASE_URL, else the embedded one under DATA_DIR —
// stop `npm start` first: the embedded database has one user at a time) with a one-time password
// printed here once; it must be replaced at the first sign-in (docs/decisions/first-admin.md).
import { parseArgs } from 'node:util';
import { createAdmin } from '../modules/admin/create-admin';
import { openDatabase } from './client';

const USAGE = 'Cách dùng: npm run create-admin -- --email <email> [--last-name <họ>] [--first-name <tên>]';

let options;
try {
  options = parseArgs({ options: { email: { type: 'string' }, 'last-name': { type: 'string' }, 'first-name': { type: 'string' } } }).values;
} catch (error) {
  console.error(`✖ ${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!options.email) {
  console.error(`✖ Thiếu --email.\n${USAGE}`);
  process.exit(2);
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: `${process.env.DATA_DIR || '.data'}/pglite` });
try {
  const admin = await createAdmin(handle.db, { email: options.email, lastName: options['last-name'], firstName: options['first-name'] });
  console.log(`✔ Đã tạo tài khoản quản trị ${admin.email} (${handle.driver}).`);
  console.log(`  Mật khẩu dùng một lần: ${admin.password}`);
  console.log('  Mật khẩu này chỉ hiện ra lần này. Đăng nhập bằng nó, rồi đặt mật khẩu của riêng bạn (bắt buộc ở lần đăng nhập đầu).');
} catch (error) {
  console.error(`✖ Không tạo được tài khoản: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
