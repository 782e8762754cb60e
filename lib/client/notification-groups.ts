// Notifications shown together (docs/decisions/wording.md, docs/decisions/notification-settings.md):
// 1. Several about the same job (all read or all unread) are one line, 'N thông báo về việc «X»',
//    at the place of the newest, opening onto the single ones: a busy job does not bury the rest.
// 2. Of the others, alike ones in a row — same person, same action — are one line ('Lan đã
//    chuyển 3 việc sang Chờ duyệt'). The provider writes each notification's group text; '{n}'
//    stands for the count.

type Groupable = { id: number; is_read: boolean; group_text?: string | null; from_task?: { id: number; taskName?: string } | null };

export type NotificationGroup<T extends Groupable> = { key: number; items: T[]; text: string | null; kind: 'single' | 'job' | 'alike' };

const jobKey = (item: Groupable) => (item.from_task ? `${item.from_task.id}:${item.is_read}` : null);

export function groupNotifications<T extends Groupable>(items: readonly T[]): NotificationGroup<T>[] {
  const perJob = new Map<string, T[]>();
  for (const item of items) {
    const key = jobKey(item);
    if (key) perJob.set(key, [...(perJob.get(key) ?? []), item]);
  }
  const groups: NotificationGroup<T>[] = [];
  for (const item of items) {
    const key = jobKey(item);
    const sameJob = key ? perJob.get(key)! : [];
    if (sameJob.length > 1) {
      // The whole job's group stands where its newest notification is; the others are in it.
      if (sameJob[0] === item) {
        const task = item.from_task!;
        groups.push({ key: item.id, items: sameJob, text: `${sameJob.length} thông báo về việc ${task.taskName ? `«${task.taskName}»` : `#${task.id}`}`, kind: 'job' });
      }
      continue;
    }
    const last = groups.at(-1);
    const head = last?.items[0];
    if (last && last.kind !== 'job' && head && item.group_text && head.group_text === item.group_text && head.is_read === item.is_read) last.items.push(item);
    else groups.push({ key: item.id, items: [item], text: null, kind: 'single' });
  }
  for (const group of groups) {
    if (group.kind !== 'job' && group.items.length > 1) {
      group.kind = 'alike';
      group.text = group.items[0]!.group_text!.replaceAll('{n}', String(group.items.length));
    }
  }
  return groups;
}
