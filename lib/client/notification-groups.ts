// Alike notifications in a row — same person, same action, all read or all unread — are shown
// as one line ('Lan đã chuyển 3 việc sang Chờ duyệt') that opens onto the single ones. The
// provider writes each notification's group text; '{n}' stands for the count
// (docs/decisions/wording.md).

type Groupable = { id: number; is_read: boolean; group_text?: string | null };

export type NotificationGroup<T extends Groupable> = { key: number; items: T[]; text: string | null };

export function groupNotifications<T extends Groupable>(items: readonly T[]): NotificationGroup<T>[] {
  const groups: NotificationGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    const head = last?.items[0];
    if (last && head && item.group_text && head.group_text === item.group_text && head.is_read === item.is_read) last.items.push(item);
    else groups.push({ key: item.id, items: [item], text: null });
  }
  for (const group of groups) {
    if (group.items.length > 1) group.text = group.items[0]!.group_text!.replaceAll('{n}', String(group.items.length));
  }
  return groups;
}
