import { z } from 'zod';
import { TURNAROUND_MAX_HOURS } from '../due-time';
import { checkedText, emailAddress, personName, requiredText } from './fields';

// Administration forms (staff accounts, approvals, the catalogue of /he-thong/quan-ly). The
// browser checks these first; the provider checks the same rules again with the same messages.

/** An optional text: empty becomes null. */
const optional = (label: string, max: number) =>
  checkedText(label, max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A cloud account's quota is set in GB of 1024³ bytes, as the upload screens print sizes. */
export const BYTES_PER_GB = 1024 ** 3;
export const QUOTA_MAX_GB = 100_000;

export const ADMIN_MESSAGES = {
  roleRequired: 'Yêu cầu chọn vai trò',
  level: 'Cấp độ là số nguyên từ 1 đến 10',
  reasonRequired: 'Yêu cầu nhập lý do từ chối',
  lastAdmin: 'Không thể ngừng hoạt động hoặc hạ quyền quản trị viên đang hoạt động cuối cùng.',
  selfDeactivate: 'Bạn không thể tự ngừng hoạt động tài khoản của mình.',
  emailTaken: 'Email này đã được đăng ký.',
  nameTaken: 'Tên này đã tồn tại.',
  money: 'Nhập số tiền ≥ 0, tối đa 2 chữ số thập phân',
  moneyRequired: 'Yêu cầu nhập số tiền',
  turnaround: `Thời gian hoàn thành mặc định là số giờ nguyên từ 1 đến ${TURNAROUND_MAX_HOURS.toLocaleString('vi-VN')}`,
  ratesAboveUnitPrice: 'Tiền công editor và QA cộng lại cao hơn đơn giá. Xác nhận nếu đúng như vậy.',
  notPending: 'Tài khoản này không còn chờ phê duyệt.',
  quota: 'Nhập dung lượng là số GB lớn hơn 0, tối đa 2 chữ số thập phân và không quá 100.000 GB',
  quotaBelowUsage: (used: string) => `Dung lượng mới thấp hơn dung lượng tài khoản đang dùng (${used}): tài khoản sẽ không tải lên được nữa. Xác nhận nếu đúng như vậy.`,
} as const;

const roleId = z.number({ error: ADMIN_MESSAGES.roleRequired }).int().min(1, ADMIN_MESSAGES.roleRequired).max(3, ADMIN_MESSAGES.roleRequired);
const level = z.number({ error: ADMIN_MESSAGES.level }).int(ADMIN_MESSAGES.level).min(1, ADMIN_MESSAGES.level).max(10, ADMIN_MESSAGES.level);
export const staffCreateSchema = z.object({
  email: emailAddress,
  lastName: personName('họ'),
  firstName: personName('tên'),
  roleId,
  level,
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  lastName: personName('họ'),
  firstName: personName('tên'),
  roleId,
  level,
});
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;

export const rejectionSchema = z.object({ reason: requiredText('lý do từ chối', 500) });

/**
 * A quota in GB as typed ('50', '1,5' or '1.5'), to whole bytes; null when it is not a number
 * above 0 with at most 2 decimals and at most QUOTA_MAX_GB.
 */
export function quotaBytesOf(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths <= 0 || hundredths > QUOTA_MAX_GB * 100) return null;
  return Math.round((hundredths * BYTES_PER_GB) / 100);
}

/** Bytes as GB with at most 2 decimals, for the quota field and the audit log ('50', '1.5'). */
export function quotaGbOf(bytes: number): string {
  return String(Math.round((bytes / BYTES_PER_GB) * 100) / 100);
}

export const cloudQuotaSchema = z.object({
  quotaGb: z.string({ error: ADMIN_MESSAGES.quota }).refine((value) => quotaBytesOf(value) !== null, ADMIN_MESSAGES.quota),
});

/** The customer a cloud account belongs to, as its select holds it: an id, or '' for none. */
export const cloudUserCustomerSchema = z.object({
  customerId: z
    .string()
    .regex(/^\d*$/, 'Chọn một khách hàng trong danh sách')
    .transform((value) => (value ? Number(value) : null)),
});

/** Money in VNĐ: digits with at most 2 decimals, never negative, as an exact decimal string. */
export const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const money = z
  .string({ error: ADMIN_MESSAGES.moneyRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.moneyRequired)
  .regex(MONEY, ADMIN_MESSAGES.money);

/** Compares two money strings exactly (in hundredths, as bigint: no float rounding). */
export function moneyCents(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * BigInt(100) + BigInt(fraction.padEnd(2, '0'));
}

export const CATALOG_AREAS = ['customer', 'location', 'category', 'unit', 'product_group'] as const;
export type CatalogArea = (typeof CATALOG_AREAS)[number];

const nameField = requiredText('tên', 120);

export const catalogSchemas = {
  customer: z.object({
    name: nameField,
    phone: optional('số điện thoại', 30).refine((v) => v === null || /^[0-9 +().-]{6,30}$/.test(v), 'Số điện thoại không hợp lệ'),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'Email quá dài')
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || z.email().safeParse(v).success, 'Nhập email hợp lệ'),
    address: optional('địa chỉ', 300),
    note: optional('ghi chú', 1000),
  }),
  location: z.object({ name: nameField }),
  category: z.object({ name: nameField }),
  unit: z.object({ name: nameField }),
  product_group: z.object({
    name: nameField,
    categoryId: z.number().int().positive().nullish().transform((v) => v ?? null),
    unitId: z.number().int().positive().nullish().transform((v) => v ?? null),
    unitPrice: money,
    editorRate: money,
    qaRate: money,
    /** Hours from a customer's batch to the job's due time; absent = unchanged (24 for a new group). */
    defaultTurnaroundHours: z
      .number({ error: ADMIN_MESSAGES.turnaround })
      .int(ADMIN_MESSAGES.turnaround)
      .min(1, ADMIN_MESSAGES.turnaround)
      .max(TURNAROUND_MAX_HOURS, ADMIN_MESSAGES.turnaround)
      .optional(),
    confirmRates: z.boolean().nullish(),
  }),
} as const;

const catalogFormText = z.string();
/**
 * The catalogue form's values (every input a string, '' for none) checked by the area's own
 * schema above: the pickers' ids become numbers first. The messages are the provider's.
 */
export const catalogFormSchema = (area: CatalogArea) =>
  z
    .object({ name: catalogFormText, phone: catalogFormText, email: catalogFormText, address: catalogFormText, note: catalogFormText, unitPrice: catalogFormText, editorRate: catalogFormText, qaRate: catalogFormText, categoryId: catalogFormText, unitId: catalogFormText, defaultTurnaroundHours: catalogFormText })
    .transform(({ categoryId, unitId, defaultTurnaroundHours, ...rest }, ctx) => {
      const hours = /^\d{1,6}$/.test(defaultTurnaroundHours.trim()) ? Number(defaultTurnaroundHours.trim()) : Number.NaN;
      const result = catalogSchemas[area].safeParse({ ...rest, categoryId: categoryId ? Number(categoryId) : null, unitId: unitId ? Number(unitId) : null, defaultTurnaroundHours: hours });
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    });

/** Editor plus QA pay above what the customer pays is a loss: allowed only when confirmed. */
export function ratesNeedConfirmation(values: { unitPrice: string; editorRate: string; qaRate: string }): boolean {
  if (![values.unitPrice, values.editorRate, values.qaRate].every((v) => MONEY.test(v))) return false;
  return moneyCents(values.editorRate) + moneyCents(values.qaRate) > moneyCents(values.unitPrice);
}
