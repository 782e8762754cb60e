import { and, asc, eq, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { ProviderServices } from '../../context';
import { mailDigests, tasks, users } from '../../db/schema';
import { personName } from '../../../../domain/person-name';
import { TASK_STATUS } from '../../../../domain/task-status';
import { formatStudioDateTime, studioDay, studioDayStart, studioDaysLater, studioWallClock } from '../../../../domain/studio-time';
import { appLink, unsubscribeLink } from './links';
import { enqueueMail } from './outbox';
import { studioIdentity } from './studio-settings';
import { renderMail } from './templates';
import { repeatEvery } from '../../ops/repeat';

// The morning digest (docs/decisions/email.md): from DIGEST_HOUR studio time, each active staff
// member with open jobs (as editor, QA or the job's admin) that are late or due today gets one mail
// listing them. The (person, day) row and the mail commit together, so a day's digest goes once
// whichever provider instance sweeps first.

/** The studio hour from which the day's digest is sent. */
export const DIGEST_HOUR = 7;
const LISTED = 30;

export async function sendMorningDigests(services: ProviderServices, now = new Date()): Promise<number> {
  if (studioWallClock(now).getUTCHours() < DIGEST_HOUR) return 0;
  const day = studioDay(now);
  const dayEnd = studioDaysLater(studioDayStart(day)!, 1);
  const open = await services.db
    .select({ id: tasks.id, taskName: tasks.taskName, dueAt: tasks.dueAt, adminId: tasks.adminId, editorId: tasks.editorId, qaId: tasks.qaId })
    .from(tasks)
    .where(and(isNotNull(tasks.dueAt), lt(tasks.dueAt, dayEnd), notInArray(tasks.status, [TASK_STATUS.Completed, TASK_STATUS.Cancel])))
    .orderBy(asc(tasks.dueAt), asc(tasks.id));
  const byPerson = new Map<number, typeof open>();
  for (const job of open) {
    for (const id of new Set([job.adminId, job.editorId, job.qaId])) {
      if (id !== null) byPerson.set(id, [...(byPerson.get(id) ?? []), job]);
    }
  }
  let sent = 0;
  for (const [userId, jobs] of byPerson) {
    const queued = await services.db.transaction(async (tx) => {
      const [claimed] = await tx.insert(mailDigests).values({ userId, day }).onConflictDoNothing().returning();
      if (!claimed) return false;
      const [person] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.active, true)));
      if (!person) return false;
      const late = jobs.filter((job) => job.dueAt! < now);
      const today = jobs.filter((job) => job.dueAt! >= now);
      const line = (job: (typeof jobs)[number]) => `• ${job.taskName} — hạn ${formatStudioDateTime(job.dueAt!)} — ${appLink(services.mail.appUrl, `/${job.id}/sua-task`)}`;
      const list = (items: typeof jobs) => [...items.slice(0, LISTED).map(line), ...(items.length > LISTED ? [`… và ${items.length - LISTED} việc khác`] : [])];
      const name = personName(person.lastName, person.firstName);
      const content = renderMail(await studioIdentity(tx, services.mail.studio), {
        subject: `Việc hôm nay ${day.split('-').reverse().join('-')}: ${today.length} đến hạn, ${late.length} trễ hạn`,
        greeting: name ? `Chào ${name},` : 'Chào bạn,',
        paragraphs: [
          ...(late.length > 0 ? [`Việc đã trễ hạn (${late.length}):`, ...list(late)] : ['Không có việc nào trễ hạn.']),
          ...(today.length > 0 ? [`Việc đến hạn hôm nay (${today.length}):`, ...list(today)] : ['Không có việc nào đến hạn hôm nay.']),
        ],
        action: { label: 'Mở bảng công việc', url: appLink(services.mail.appUrl, '/') },
        unsubscribe: { label: 'Không nhận thư tóm tắt buổi sáng nữa', url: await unsubscribeLink(services.tokens, services.mail.appUrl, person.email, 'digest') },
      });
      return enqueueMail(tx, { kind: 'digest', to: person.email, ...content });
    });
    if (queued) sent++;
  }
  if (sent > 0) services.mail.kick();
  return sent;
}

/** Looks every `intervalMs` (unref'd) whether today's digests are due; returns the stop. */
export function startDigestSweep(services: ProviderServices, intervalMs: number): () => void {
  return repeatEvery('morning digest', intervalMs, () => sendMorningDigests(services), undefined).stop;
}
