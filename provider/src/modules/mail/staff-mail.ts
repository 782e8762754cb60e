import { and, eq, inArray } from 'drizzle-orm';
import type { ProviderServices } from '../../context';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { personName } from '../../../../domain/person-name';
import { appLink, unsubscribeLink } from './links';
import { enqueueMail } from './outbox';
import { studioIdentity } from './studio-settings';
import { renderMail } from './templates';

// Mail to the studio's staff (docs/decisions/email.md), to their sign-in address (which an admin
// gave them); each kind can be stopped by its signed link.

/** Photos the customer marked for changes, listed in the mail (at most this many; the rest are counted). */
const LISTED_MARKS = 20;

/** 'Khách đã phản hồi': to the job's admin and QA (as the bell), with the counts and the marked photos. */
export async function queueAnswerMail(
  tx: Executor,
  services: ProviderServices,
  answer: { userIds: number[]; taskId: number; taskName: string; customerName: string; approved: number; marks: { name: string; note: string }[] },
) {
  if (answer.userIds.length === 0) return 0;
  const people = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, [...new Set(answer.userIds)]), eq(users.active, true)));
  const changes = answer.marks.length;
  const listed = answer.marks.slice(0, LISTED_MARKS).map((mark) => `• ${mark.name}: ${mark.note}`);
  if (changes > LISTED_MARKS) listed.push(`… và ${changes - LISTED_MARKS} ảnh khác`);
  const studio = await studioIdentity(tx, services.mail.studio);
  let queued = 0;
  for (const person of people) {
    const name = personName(person.lastName, person.firstName);
    const content = renderMail(studio, {
      subject: `Khách đã phản hồi: ${answer.taskName} (${answer.approved} đồng ý, ${changes} cần sửa)`,
      greeting: name ? `Chào ${name},` : 'Chào bạn,',
      paragraphs: [
        `Khách hàng ${answer.customerName} đã phản hồi việc «${answer.taskName}»: ${answer.approved} ảnh đồng ý, ${changes} ảnh cần sửa.`,
        ...(changes > 0 ? ['Ảnh cần sửa và ghi chú của khách:', ...listed, 'Một việc sửa lại đã được tạo cho editor và QA của việc.'] : ['Khách đã đồng ý mọi ảnh.']),
      ],
      action: { label: 'Mở việc', url: appLink(services.mail.appUrl, `/${answer.taskId}/sua-task`) },
      unsubscribe: { label: 'Không nhận thư báo khách phản hồi nữa', url: await unsubscribeLink(services.tokens, services.mail.appUrl, person.email, 'answer') },
    });
    if (await enqueueMail(tx, { kind: 'answer', to: person.email, ...content })) queued++;
  }
  return queued;
}
