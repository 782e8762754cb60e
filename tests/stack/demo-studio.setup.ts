import { test as setup } from '@playwright/test';
import { openDatabase } from '../../provider/src/db/client';
import { seedDemo } from '../../provider/src/db/seed';
import { stack } from './support';

// The journeys run as the demo studio's people: seeded into the stack's database after
// first-start.spec.ts has shown that a production start seeds nothing (as `npm run seed` does
// for an empty database; this one already holds the first admin).
setup('the demo studio, for the journeys', async () => {
  setup.setTimeout(120_000);
  const handle = await openDatabase({ databaseUrl: stack().databaseUrl });
  try {
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
});
