'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ROLE, ROLE_LABEL } from '@/domain/roles';
import { staffCreateSchema, staffUpdateSchema } from '@/domain/validation/admin';
import { selectClassName } from './admin-list';

export type StaffFormValues = { email: string; lastName: string; firstName: string; roleId: number; level: number };
type Errors = Partial<Record<keyof StaffFormValues | 'form', string>>;

export const ROLE_OPTIONS = [ROLE.admin, ROLE.qa, ROLE.editor].map((id) => ({ id, label: ROLE_LABEL[id] }));

/** Create (with email) or edit (name, role, level) a staff account; the provider checks again. */
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof StaffFormValues>(key: K, value: StaffFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown: Errors = { ...errors, form: serverError ?? undefined };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = (editing ? staffUpdateSchema : staffCreateSchema).safeParse(values);
    if (!result.success) {
      setErrors(Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Sửa nhân viên' : 'Tạo tài khoản nhân viên'} className="space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-foreground">{editing ? `Sửa nhân viên ${initial.email}` : 'Tạo tài khoản nhân viên'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {!editing && (
          <Field id="staff-email" label="Email" error={shown.email}>
            {(control) => <Input {...control} type="email" autoComplete="off" value={values.email} onChange={(e) => set('email', e.target.value)} />}
          </Field>
        )}
        <Field id="staff-last-name" label="Họ" error={shown.lastName}>
          {(control) => <Input {...control} value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />}
        </Field>
        <Field id="staff-first-name" label="Tên" error={shown.firstName}>
          {(control) => <Input {...control} value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />}
        </Field>
        <Field id="staff-role" label="Vai trò" error={shown.roleId}>
          {(control) => (
            <select {...control} className={selectClassName} value={values.roleId} onChange={(e) => set('roleId', Number(e.target.value))}>
              {ROLE_OPTIONS.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="staff-level" label="Cấp độ" error={shown.level}>
          {(control) => <Input {...control} type="number" min={1} max={10} value={values.level} onChange={(e) => set('level', Number(e.target.value))} />}
        </Field>
      </div>
      {shown.form && (
        <p role="alert" className="text-sm text-danger">
          {shown.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {editing ? 'Lưu thay đổi' : 'Tạo tài khoản'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Hủy
        </Button>
      </div>
    </form>
  );
}
