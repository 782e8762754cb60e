import { z } from 'zod';
import { TURNAROUND_MAX_HOURS } from '../due-time';
import { checkedText, emailAddress, personName, requiredText } from './fields';
import { ADMIN_MESSAGES, MONEY, quotaBytesOf } from './admin-rules';

export * from './admin-rules';

// Administration forms (staff accounts, approvals, the catalogue of /he-thong/quan-ly). The
// browser checks these first; the provider checks the same rules again with the same messages.

/** An optional text: empty becomes null. */
const optional = (label: string, max: number) =>
  checkedText(label, max)
    .nullish()
    .transform((value) => (value ? value : null));

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

const money = z
  .string({ error: ADMIN_MESSAGES.moneyRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.moneyRequired)
  .regex(MONEY, ADMIN_MESSAGES.money);

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

