'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { ROLE, ROLE_LABEL } from '@/domain/roles';
import { DialogActions } from '@/components/ui/dialog-actions';

export type StaffFormValues = { email: string; lastName: string; firstName: string; roleId: number; level: number };

// The form's rules (and zod) load once the dialog opens (docs/decisions/page-weight.md).
const loadStaffSchemas = () => import('./staff-schemas');
const staffCreateSchema = deferredSchema(loadStaffSchemas, (module) => module.STAFF_SCHEMAS.create);
const staffEditSchema = deferredSchema(loadStaffSchemas, (module) => module.STAFF_SCHEMAS.edit);

export const ROLE_OPTIONS = [ROLE.admin, ROLE.qa, ROLE.editor].map((id) => ({ id, label: ROLE_LABEL[id] }));

/**
 * Create (with email) or edit (name, role, level) a staff account, inside the staff screen's
 * dialog; the provider checks the same schema again.
 */
export function StaffForm({
  initial,
  editing,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: StaffFormValues;
  editing: boolean;
  pending: boolean;
  serverError?: string | null;
  onSubmit: (values: StaffFormValues) => void;
  onCancel: () => void;
}) {
  const schema = editing ? staffEditSchema : staffCreateSchema;
  const form = useZodForm(schema.schema, initial);
  const held = useDeferredSchema(schema);
  const { values, errors, setValue, onBlur } = form;

  return (
    <form
      onSubmit={(event) => held(event) || form.submit(event, async () => onSubmit(values as StaffFormValues))}
      noValidate
      aria-label={editing ? 'Sửa nhân viên' : 'Tạo tài khoản nhân viên'}
      className="mt-4 space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {!editing && (
          <div className="sm:col-span-2">
            <Field id="staff-email" label="Email" error={errors.email}>
              {(control) => <Input {...control} name="email" type="email" autoComplete="off" value={values.email} onChange={(e) => setValue('email', e.target.value)} onBlur={onBlur} />}
            </Field>
          </div>
        )}
        <Field id="staff-last-name" label="Họ" error={errors.lastName}>
          {(control) => <Input {...control} name="lastName" value={values.lastName} onChange={(e) => setValue('lastName', e.target.value)} onBlur={onBlur} />}
        </Field>
        <Field id="staff-first-name" label="Tên" error={errors.firstName}>
          {(control) => <Input {...control} name="firstName" value={values.firstName} onChange={(e) => setValue('firstName', e.target.value)} onBlur={onBlur} />}
        </Field>
        <Field id="staff-role" label="Vai trò" error={errors.roleId}>
          {(control) => (
            <Select {...control} name="roleId" value={values.roleId} onChange={(e) => setValue('roleId', Number(e.target.value))}>
              {ROLE_OPTIONS.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="staff-level" label="Cấp độ" error={errors.level}>
          {(control) => <Input {...control} name="level" type="number" min={1} max={10} value={values.level} onChange={(e) => setValue('level', Number(e.target.value))} onBlur={onBlur} />}
        </Field>
      </div>
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <DialogActions onCancel={onCancel}>
        <Button type="submit" pending={pending}>
          {editing ? 'Lưu thay đổi' : 'Tạo tài khoản'}
        </Button>
      </DialogActions>
    </form>
  );
}
