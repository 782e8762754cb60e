'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { cloudRegisterSchema, staffRegisterSchema } from '@/domain/validation/auth';
import { postJson } from './post-json';
import { RegisterSuccess } from './register-success';
import { useZodForm } from '@/components/forms/use-zod-form';

type Values = Record<string, string>;

/**
 * Staff and cloud customers register with the same form; only the sign-in field (email for
 * staff, a cloud account name for customers), the route it posts to and the login page differ.
 */
const KINDS = {
  staff: {
    schema: staffRegisterSchema as z.ZodType<unknown, Values>,
    endpoint: '/api/auth/register',
    loginHref: '/auth/dang-nhap',
    idPrefix: 'register',
    login: { name: 'email', label: 'Email', props: { type: 'email', inputMode: 'email', autoComplete: 'email' } },
    email: null,
  },
  cloud: {
    schema: cloudRegisterSchema as z.ZodType<unknown, Values>,
    endpoint: '/api/cloud/auth/register',
    loginHref: '/auth/cloud-user-dang-nhap',
    idPrefix: 'cloud-register',
    login: { name: 'account', label: 'Tài khoản cloud', props: { autoComplete: 'username' } },
    /** Customers also give an address: the studio mails them when results are ready (docs/decisions/email.md). */
    email: { name: 'email', label: 'Email', hint: 'Studio gửi thư xác nhận đến địa chỉ này, rồi báo cho bạn khi có kết quả.' },
  },
} as const;

export function RegisterForm({ kind }: { kind: keyof typeof KINDS }) {
  const { schema, endpoint, loginHref, idPrefix, login, email } = KINDS[kind];
  const form = useZodForm(schema, { lastName: '', firstName: '', [login.name]: '', ...(email ? { [email.name]: '' } : {}), password: '', confirmPassword: '' });
  const { pending, serverError, setServerError } = form;
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, async (data) => {
      const result = await postJson<{ message: string }>(endpoint, data);
      if (result.ok) {
        setSuccessMessage(result.data.message);
        return;
      }
      if (result.fieldErrors) form.setErrors(result.fieldErrors);
      setServerError(result.message);
    });
  }

  if (successMessage) return <RegisterSuccess message={successMessage} loginHref={loginHref} />;

  const secret = (name: 'password' | 'confirmPassword') => ({ ...form.inputProps(name), autoComplete: 'new-password' });

  return (
    <div className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${idPrefix}-last-name`} label="Họ" error={form.errors.lastName}>
            {(control) => <Input {...control} {...form.inputProps('lastName')} autoComplete="family-name" />}
          </Field>
          <Field id={`${idPrefix}-first-name`} label="Tên" error={form.errors.firstName}>
            {(control) => <Input {...control} {...form.inputProps('firstName')} autoComplete="given-name" />}
          </Field>
        </div>
        <Field id={`${idPrefix}-${login.name}`} label={login.label} error={form.errors[login.name]}>
          {(control) => <Input {...control} {...form.inputProps(login.name)} {...login.props} autoCapitalize="none" spellCheck={false} />}
        </Field>
        {email && (
          <Field id={`${idPrefix}-${email.name}`} label={email.label} hint={email.hint} error={form.errors[email.name]}>
            {(control) => <Input {...control} {...form.inputProps(email.name)} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
          </Field>
        )}
        <Field id={`${idPrefix}-password`} label="Mật khẩu" error={form.errors.password}>
          {(control) => <PasswordInput {...control} {...secret('password')} />}
        </Field>
        <Field id={`${idPrefix}-confirm-password`} label="Nhập lại mật khẩu" error={form.errors.confirmPassword}>
          {(control) => <PasswordInput {...control} {...secret('confirmPassword')} />}
        </Field>
        <Button type="submit" size="lg" fullWidth pending={pending}>
          ĐĂNG KÝ
        </Button>
      </form>
    </div>
  );
}
