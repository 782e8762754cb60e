import { ROLE } from './roles';

// What a notification is about (docs/decisions/notification-settings.md): each one the provider
// writes names one of these events, and a person receives only the events they chose. Until they
// choose, their role's defaults apply: an admin hears what waits on an admin (new batches, the
// customer's answers, rejections, late jobs, registrations), not every move of every job.

export const NOTIFICATION_EVENTS = ['assigned', 'moved', 'rejected', 'updated', 'batch', 'answer', 'late', 'registration'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The settings screen's label for each event, in the screen's order. */
export const NOTIFICATION_EVENT_LABEL: Record<NotificationEvent, string> = {
  assigned: 'Được giao việc hoặc giao duyệt',
  moved: 'Việc chuyển trạng thái',
  rejected: 'Việc bị từ chối',
  updated: 'Việc được cập nhật thông tin',
  batch: 'Khách hàng tải lên lô mới',
  answer: 'Khách hàng phản hồi kết quả',
  late: 'Việc trễ hạn',
  registration: 'Tài khoản mới chờ phê duyệt',
};

/** Which events concern a role at all (an editor is never told of registrations). */
export const NOTIFICATION_EVENTS_FOR_ROLE: Record<number, readonly NotificationEvent[]> = {
  [ROLE.admin]: NOTIFICATION_EVENTS,
  [ROLE.qa]: ['assigned', 'moved', 'rejected', 'updated', 'answer', 'late'],
  [ROLE.editor]: ['assigned', 'moved', 'rejected', 'updated', 'answer', 'late'],
};

/** What a person receives before choosing. */
export const DEFAULT_NOTIFICATION_EVENTS: Record<number, readonly NotificationEvent[]> = {
  [ROLE.admin]: ['batch', 'answer', 'rejected', 'late', 'registration'],
  [ROLE.qa]: NOTIFICATION_EVENTS_FOR_ROLE[ROLE.qa]!,
  [ROLE.editor]: NOTIFICATION_EVENTS_FOR_ROLE[ROLE.editor]!,
};

export const isNotificationEvent = (value: string): value is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(value);

/** The events a person with `roleId` receives: their saved choice, else the role's defaults. */
export function enabledNotificationEvents(roleId: number | null, saved: readonly string[] | null | undefined): NotificationEvent[] {
  const allowed = NOTIFICATION_EVENTS_FOR_ROLE[roleId ?? 0] ?? [];
  const chosen = saved ?? DEFAULT_NOTIFICATION_EVENTS[roleId ?? 0] ?? [];
  return allowed.filter((event) => chosen.includes(event));
}
