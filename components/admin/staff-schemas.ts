// The staff form's two schemas, imported by StaffForm after the first paint so zod is not part of
// the staff screen's first load (docs/decisions/page-weight.md).
import { z } from 'zod';
import { staffCreateSchema, staffUpdateSchema } from '@/domain/validation/admin';

export const STAFF_SCHEMAS = {
  create: staffCreateSchema,
  /** Editing keeps the email (shown, not changed) among the values, so both modes hold the same fields. */
  edit: staffUpdateSchema.extend({ email: z.string() }),
};
