'use client';

import { useRef, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { staffLoginSchema } from '@/lib/validation/auth';
import { ForgotPasswordLink } from './forgot-password-link';
import { postJson, returnToFromLocation } from './post-json';
import { useZodForm } from './use-zod-form';

type StaffLoginFormProps = { returnTo?: string };

export function StaffLoginForm({ returnTo }: StaffLoginFormProps) {
  const form = useZodForm(staffLoginSchema, { email: '', password: '', remember: true });
  const { pending, serverError, setServerError } = form;
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, async (data) => {
      const result = await postJson<{ redirectTo: string }>('/api/auth/login', {
        ...data,
        returnTo: returnTo ?? returnToFromLocation(),
      });
      if (result.ok) {
        // A full load, so the server layouts read the new session cookie.
        window.location.assign(result.data.redirectTo);
        return 'navigating';
      }
      // SPEC.md section 8: the form is reset and the server's message shown above it. The
      // email stays so a mistyped password costs one field, not two.
      form.setValue('password', '');
      setServerError(result.message);
      passwordRef.current?.focus();
    });
  }

  return (
    <div className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="login-email" label="Email/ Tài khoản người dùng" error={form.errors.email}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              onBlur={form.onBlur}
            />
          )}
        </Field>
        <Field id="login-password" label="Mật khẩu" error={form.errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(event) => form.setValue('password', event.target.value)}
              onBlur={form.onBlur}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            id="login-remember"
            name="remember"
            label="Ghi nhớ tài khoản"
            checked={form.values.remember ?? true}
            onChange={(event) => form.setValue('remember', event.target.checked)}
          />
          <ForgotPasswordLink />
        </div>
        <Button type="submit" size="lg" fullWidth pending={pending}>
          ĐĂNG NHẬP
        </Button>
      </form>
    </div>
  );
}
