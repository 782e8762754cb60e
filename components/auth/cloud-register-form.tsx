'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { cloudRegisterSchema } from '@/domain/validation/auth';
import { postJson } from './post-json';
import { RegisterSuccess } from './register-success';
import { useZodForm } from '@/components/forms/use-zod-form';

export function CloudRegisterForm() {
  const form = useZodForm(cloudRegisterSchema, { lastName: '', firstName: '', account: '', password: '', confirmPassword: '' });
  const { pending, serverError, setServerError } = form;
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, async (data) => {
      const result = await postJson<{ message: string }>('/api/cloud/auth/register', data);
      if (result.ok) {
        setSuccessMessage(result.data.message);
        return;
      }
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      setServerError(result.message);
    });
  }

  if (successMessage) return <RegisterSuccess message={successMessage} loginHref="/auth/cloud-user-dang-nhap" />;

  const text = (name: 'lastName' | 'firstName' | 'account') => ({
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
          <Field id="cloud-register-last-name" label="Họ" error={form.errors.lastName}>
            {(control) => <Input {...control} {...text('lastName')} autoComplete="family-name" />}
          </Field>
          <Field id="cloud-register-first-name" label="Tên" error={form.errors.firstName}>
            {(control) => <Input {...control} {...text('firstName')} autoComplete="given-name" />}
          </Field>
        </div>
        <Field id="cloud-register-account" label="Tài khoản cloud" error={form.errors.account}>
          {(control) => <Input {...control} {...text('account')} autoComplete="username" autoCapitalize="none" spellCheck={false} />}
        </Field>
        <Field id="cloud-register-password" label="Mật khẩu" error={form.errors.password}>
          {(control) => <PasswordInput {...control} {...secret('password')} />}
        </Field>
        <Field id="cloud-register-confirm-password" label="Nhập lại mật khẩu" error={form.errors.confirmPassword}>
          {(control) => <PasswordInput {...control} {...secret('confirmPassword')} />}
        </Field>
        <Button type="submit" size="lg" fullWidth pending={pending}>
          ĐĂNG KÝ
        </Button>
      </form>
    </div>
  );
}
