// The login forms' schemas: the identity field under one name, with the rules of the route's own
// schema (domain/validation/auth.ts). Imported by LoginForm after the first paint, so zod is not
// part of the sign-in page's first load (docs/decisions/page-weight.md).
import { z } from 'zod';
import { cloudLoginSchema, staffLoginSchema } from '@/domain/validation/auth';

const loginFields = (identity: typeof staffLoginSchema.shape.email | typeof cloudLoginSchema.shape.account) =>
  z.object({ identity, password: staffLoginSchema.shape.password, remember: staffLoginSchema.shape.remember });

export const LOGIN_SCHEMAS = {
  staff: loginFields(staffLoginSchema.shape.email),
  cloud: loginFields(cloudLoginSchema.shape.account),
};
