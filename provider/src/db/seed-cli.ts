// `npm run seed`: seeds the demo studio into the configured database if it is empty. This is
// the only way demo data reaches a DATABASE_URL database (docs/decisions/product-rules.md, 'Demo data').
import { openDatabase } from './client';
import { ensureRoles, isEmpty, seedDemo } from './seed';

const dataDir = `${process.env.DATA_DIR ?? '.data'}/pglite`;
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  await ensureRoles(handle.db);
  if (await isEmpty(handle.db)) {
    await seedDemo(handle.db);
    console.log(`Đã tạo dữ liệu mẫu (${handle.driver}).`);
  } else {
    console.log('Cơ sở dữ liệu đã có người dùng; không tạo dữ liệu mẫu.');
  }
} finally {
  await handle.close();
}
