import { hashPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { ensureRoles } from '../../db/seed';
import { isUniqueViolation } from '../../errors';
import { ROLE, ROLE_LABEL } from '../../../../domain/roles';
import { ADMIN_MESSAGES, staffCreateSchema } from '../../../../domain/validation/admin';
import { recordAudit } from '../audit/record';
import { fullName, insertStaffRow, temporaryPassword } from './staff';

// `npm run create-admin -- --email …` (provider/src/db/create-admin-cli.ts): an active admin
// with a one-time password, which they must replace at their first sign-in, like any temporary
// password (auth/password-change-gate.ts; docs/decisions/first-admin.md). It is how a
// production database gets its first account: demo accounts are never seeded there.

export type NewAdmin = { email: string; lastName?: string; firstName?: string };

/** 'Quản trị viên' until the admin writes their own name on the account page. */
const DEFAULT_NAME = { lastName: 'Quản trị', firstName: 'viên' };

/** Creates the admin; resolves with its id and the one-time password, or rejects with a Vietnamese message. */
export async function createAdmin(db: Database, input: NewAdmin): Promise<{ id: number; email: string; password: string }> {
  const parsed = staffCreateSchema.safeParse({ ...DEFAULT_NAME, ...withoutEmpty(input), roleId: ROLE.admin, level: 1 });
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message);
  const values = parsed.data;
  await ensureRoles(db);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  try {
    const id = await db.transaction(async (tx) => {
      const newId = await insertStaffRow(tx, { ...values, passwordHash, active: true, mustChangePassword: true });
      // No one is signed in to run a command: the log names the new admin as who did it.
      await recordAudit(tx, {
        actorId: newId,
        entityType: 'user',
        entityId: newId,
        action: 'create',
        summary: `Tạo tài khoản quản trị ${fullName(values)} (${values.email}) bằng lệnh create-admin`,
        after: { email: values.email, role: ROLE_LABEL[ROLE.admin] },
      });
      return newId;
    });
    return { id, email: values.email, password };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(ADMIN_MESSAGES.emailTaken);
    throw error;
  }
}

function withoutEmpty(input: NewAdmin) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== ''));
}
