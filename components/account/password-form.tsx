'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { revealFirstInvalid } from '@/components/forms/reveal-first-invalid';
import { postJson } from '@/components/auth/post-json';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_ROUTE, type AccountAudience } from './account-audience';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * 'Đổi mật khẩu': ends the user's other sessions; this browser stays signed in. `onDone` runs
 * after a success (the first sign-in's screen then opens the board).
 */
export function PasswordForm({ audience = 'staff', onDone }: { audience?: AccountAudience; onDone?: () => void }) {
  const [success, setSuccess] = useState<string | null>(null);
  // A fresh form after a success, so the fields are empty and untouched again.
  const [generation, setGeneration] = useState(0);
  return (
    <PasswordFormFields
      key={generation}
      audience={audience}
      success={success}
      onChanged={(message) => {
        setSuccess(message);
        setGeneration((n) => n + 1);
        onDone?.();
      }}
      onSubmitStart={() => setSuccess(null)}
    />
  );
}

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const passwordSchema = deferredSchema(() => import('@/domain/validation/account'), (module) => module.passwordChangeSchema);

type FieldsProps = { audience: AccountAudience; success: string | null; onChanged: (message: string) => void; onSubmitStart: () => void };

function PasswordFormFields({ audience, success, onChanged, onSubmitStart }: FieldsProps) {
  const form = useZodForm(passwordSchema.schema, EMPTY);
  const held = useDeferredSchema(passwordSchema, form.setServerError);
  const { pending, serverError, setServerError } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    return form.submit(event, async (data, formElement) => {
      onSubmitStart();
      const result = await postJson<{ message: string }>(PASSWORD_ROUTE[audience], data);
      if (result.ok) {
        toast.success('Đã đổi mật khẩu.');
        onChanged(result.data.message);
        return;
      }
      if (result.fieldErrors) {
        form.setErrors(result.fieldErrors);
        revealFirstInvalid(formElement);
      } else {
        setServerError(result.message);
      }
    });
  }

  const secret = (name: keyof typeof EMPTY, autoComplete: string) => ({ ...form.inputProps(name), autoComplete });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}
      <Field id="mat-khau-hien-tai" label="Mật khẩu hiện tại" error={form.errors.currentPassword}>
        {(control) => <PasswordInput {...control} {...secret('currentPassword', 'current-password')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="mat-khau-moi" label="Mật khẩu mới" error={form.errors.newPassword}>
          {(control) => <PasswordInput {...control} {...secret('newPassword', 'new-password')} />}
        </Field>
        <Field id="nhap-lai-mat-khau-moi" label="Nhập lại mật khẩu mới" error={form.errors.confirmPassword}>
          {(control) => <PasswordInput {...control} {...secret('confirmPassword', 'new-password')} />}
        </Field>
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">Sau khi đổi, các thiết bị khác đang đăng nhập sẽ phải đăng nhập lại.</p>
        <Button type="submit" pending={pending}>
          Đổi mật khẩu
        </Button>
      </div>
    </form>
  );
}
