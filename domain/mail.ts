// The kinds of mail TM sends (docs/decisions/email.md). Each kind but the address confirmation can
// be stopped by its recipient with the signed link at the foot of the mail.

export const MAIL_KINDS = {
  confirm: 'Xác nhận địa chỉ email',
  delivery: 'Kết quả đã sẵn sàng',
  answer: 'Khách đã phản hồi',
  reminder: 'Nhắc phản hồi kết quả',
  digest: 'Việc hôm nay (tóm tắt buổi sáng)',
} as const;

export type MailKind = keyof typeof MAIL_KINDS;

/** Kinds a recipient may stop (the confirmation is the one mail sent before any choice exists). */
export const STOPPABLE_MAIL_KINDS: readonly MailKind[] = ['delivery', 'answer', 'reminder', 'digest'];

export const isMailKind = (value: string): value is MailKind => Object.hasOwn(MAIL_KINDS, value);
