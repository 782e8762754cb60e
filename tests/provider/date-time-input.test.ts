// The DateTime scalar (docs/decisions/date-time-input.md): an input instant must carry its
// offset. The same instant written with Z or with +07:00 selects the same audit rows; a time
// without an offset is refused with a Vietnamese message instead of being read in the server's
// own zone.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../provider/src/db/schema';
import { DEMO, errorCode, providerForFile, VIETNAMESE, type TestProvider } from './harness';

let p: TestProvider;
let admin: string;
providerForFile(async (provider) => {
  p = provider;
  admin = await p.login(DEMO.admin.email, DEMO.admin.password);
});

const AUDIT = 'query A($input: AuditLogInput!) { audit_log(input: $input) { total } }';
const window = async (from: string, to: string) => p.gql<{ audit_log: { total: number } }>(AUDIT, { input: { from, to, page: 1, page_size: 10 } }, { token: admin });
const totalFrom = async (from: string) => p.gql<{ audit_log: { total: number } }>(AUDIT, { input: { from, page: 1, page_size: 10 } }, { token: admin });

it('an instant with Z or with an offset is read as that instant: a one-second window finds the row written then, both ways', async () => {
  // One audit row at 08:00 in Vietnam on 1 June 2026 (01:00 UTC).
  const [admin0] = await p.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.admin.email));
  await p.db.insert(auditLog).values({ actorId: admin0!.id, entityType: 'user', entityId: admin0!.id, action: 'update', summary: 'Mốc giờ của bài kiểm tra', createdAt: new Date('2026-06-01T01:00:00Z') });
  for (const [from, to] of [
    ['2026-06-01T01:00:00Z', '2026-06-01T01:00:01Z'],
    ['2026-06-01T08:00:00+07:00', '2026-06-01T08:00:01+07:00'],
    ['2026-06-01T08:00+07:00', '2026-06-01T08:00:00.500+07:00'],
  ] as const) {
    const found = await window(from, to);
    assert.equal(found.errors, undefined, JSON.stringify(found.errors));
    assert.equal(found.data!.audit_log.total, 1, `${from} … ${to}`);
  }
  // The same clock reading an hour off (as a server in another zone would have read it) misses it.
  const missed = await window('2026-06-01T08:00:00+08:00', '2026-06-01T08:00:01+08:00');
  assert.equal(missed.data!.audit_log.total, 0);
});

it('a time without an offset, or not a time at all, is refused with a Vietnamese message', async () => {
  for (const text of ['2026-11-28T08:00:00', '2026-11-28', 'hôm qua', '2026-11-28T08:00:00 +07:00']) {
    const result = await totalFrom(text);
    assert.equal(errorCode(result), 'BAD_USER_INPUT', text);
    assert.match(result.errors![0]!.message, VIETNAMESE, text);
    assert.match(result.errors![0]!.message, /múi giờ/, text);
  }
});
