import { eq } from 'drizzle-orm';
import { studioSettingsSchema, type StudioSettingsInput } from '../../../../domain/validation/studio';
import type { Executor } from '../../db/client';
import { studioSettings } from '../../db/schema';
import { parseInput } from '../../errors';
import { recordAudit } from '../audit/record';
import type { StudioIdentity } from './templates';

// The studio's name and address in mail (docs/decisions/email.md): the foot of every mail and the
// sender's name. An admin saves them on /thu; until then the configured values (STUDIO_NAME,
// STUDIO_ADDRESS, passed as `defaults`) stand. Read when a mail is built, in the transaction that
// queues it, so a mail queued after a save carries the new values.

export type StudioSettings = StudioIdentity & { saved: boolean };

export async function readStudioSettings(db: Executor, defaults: StudioIdentity): Promise<StudioSettings> {
  const [row] = await db.select({ name: studioSettings.name, address: studioSettings.address }).from(studioSettings).where(eq(studioSettings.id, 1)).limit(1);
  return row ? { ...row, saved: true } : { ...defaults, saved: false };
}

/** The name and address a mail built now shows. */
export async function studioIdentity(db: Executor, defaults: StudioIdentity): Promise<StudioIdentity> {
  const { name, address } = await readStudioSettings(db, defaults);
  return { name, address };
}

/** The sender of a mail when MAIL_FROM is not set: the studio's name and no-reply@tm.local. */
export const senderFor = (studio: StudioIdentity) => `"${studio.name.replace(/["\\\r\n]/g, '')}" <no-reply@tm.local>`;

/** Admin only (the resolver checks): validates with the form's rules, saves, and writes the audit row. */
export async function saveStudioSettings(db: Executor, actorId: number, input: StudioSettingsInput, defaults: StudioIdentity): Promise<StudioSettings> {
  const values = parseInput(studioSettingsSchema, input);
  return db.transaction(async (tx) => {
    const before = await readStudioSettings(tx, defaults);
    await tx
      .insert(studioSettings)
      .values({ id: 1, name: values.name, address: values.address, updatedBy: actorId })
      .onConflictDoUpdate({ target: studioSettings.id, set: { name: values.name, address: values.address, updatedBy: actorId, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId,
      entityType: 'studio_setting',
      entityId: 1,
      action: 'update',
      summary: `Thông tin studio trong thư: «${before.name}» → «${values.name}»${before.address !== values.address ? `, địa chỉ «${before.address}» → «${values.address}»` : ''}`,
      before: { name: before.name, address: before.address },
      after: { name: values.name, address: values.address },
    });
    return { ...values, saved: true };
  });
}
