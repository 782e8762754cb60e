'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { staffRegisterSchema } from '@/domain/validation/auth';
import { postJson } from './post-json';
import { RegisterSuccess } from './register-success';
import { useZodForm } from '@/components/forms/use-zod-form';

export function StaffRegisterForm() {
  const form = useZodForm(staffRegisterSchema, { lastName: '', firstName: '', email: '', password: '', confirmPassword: '' });
  const { pending, serverError, setServerError } = form;
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, async (data) => {
      const result = await postJson<{ message: string }>('/api/auth/register', data);
      if (result.ok) {
        setSuccessMessage(result.data.message);
        return;
      }
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      setServerError(result.message);
    });
  }

  if (successMessage) return <RegisterSuccess message={successMessage} loginHref="/auth/dang-nhap" />;

  const text = (name: 'lastName' | 'firstName' | 'email') => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: form.onBlur,
  });
  const secret = (name: 'password' | 'confirmPassword') => ({
    name,
    autoComplete: 'new-password',
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    onBlur: form.onBlur,
  });

  return (
    <div className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="register-last-name" label="Họ" error={form.errors.lastName}>
            {(control) => <Input {...control} {...text('lastName')} autoComplete="family-name" />}
          </Field>
          <Field id="register-first-name" label="Tên" error={form.errors.firstName}>
            {(control) => <Input {...control} {...text('firstName')} autoComplete="given-name" />}
          </Field>
        </div>
        <Field id="register-email" label="Email" error={form.errors.email}>
          {(control) => (
            <Input {...control} {...text('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
          )}
        </Field>
        <Field id="register-password" label="Mật khẩu" error={form.errors.password}>
          {(control) => <PasswordInput {...control} {...secret('password')} />}
        </Field>
        <Field id="register-confirm-password" label="Nhập lại mật khẩu" error={form.errors.confirmPassword}>
          {(control) => <PasswordInput {...control} {...secret('confirmPassword')} />}
        </Field>
        <Button type="submit" size="lg" fullWidth pending={pending}>
          ĐĂNG KÝ
        </Button>
      </form>
    </div>
  );
}
