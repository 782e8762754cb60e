'use client';

import { useRef, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { cloudLoginSchema } from '@/lib/validation/auth';
import { ForgotPasswordLink } from './forgot-password-link';
import { postJson, returnToFromLocation } from './post-json';
import { useZodForm } from './use-zod-form';

/** Where a cloud user lands after login when nothing else asked. */
export const CLOUD_HOME = '/user-cloud';

type CloudLoginFormProps = {
  /** Set by the /user-cloud layout (the page the user opened); otherwise the URL's `returnTo`. */
  returnTo?: string;
};

export function CloudLoginForm({ returnTo }: CloudLoginFormProps) {
  const form = useZodForm(cloudLoginSchema, { account: '', password: '', remember: true });
  const { pending, serverError, setServerError } = form;
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, async (data) => {
      const result = await postJson<{ redirectTo: string }>('/api/cloud/auth/login', {
        ...data,
        returnTo: returnTo ?? returnToFromLocation() ?? CLOUD_HOME,
      });
      if (result.ok) {
        // A full load, so the cloud layout reads the new session cookie.
        window.location.assign(result.data.redirectTo);
        return 'navigating';
      }
      // SPEC.md section 8: form reset, server message above the form (the account stays).
      form.setValue('password', '');
      setServerError(result.message);
      passwordRef.current?.focus();
    });
  }

  return (
    <div className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="cloud-login-account" label="Tài khoản cloud" error={form.errors.account}>
          {(control) => (
            <Input
              {...control}
              name="account"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={form.values.account}
              onChange={(event) => form.setValue('account', event.target.value)}
              onBlur={form.onBlur}
            />
          )}
        </Field>
        <Field id="cloud-login-password" label="Mật khẩu" error={form.errors.password}>
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
            id="cloud-login-remember"
            name="remember"
            label="Ghi nhớ"
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
