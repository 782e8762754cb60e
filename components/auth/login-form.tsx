'use client';

import { useEffect, useRef, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useForgotPassword } from './use-forgot-password';
import { CONNECTION_ERROR, postJson, returnToFromLocation } from './post-json';
import { useZodForm } from '@/components/forms/use-zod-form';

/** Where a cloud user lands after login when nothing else asked. */
export const CLOUD_HOME = '/user-cloud';

// The schemas (and zod) load after the first paint: the sign-in page's first load is the form
// alone (docs/decisions/page-weight.md).
const loadSchemas = () => import('./login-schemas');

// The staff and the cloud login forms differ only in these: the identity field (email or cloud
// account), the endpoint, the labels and where a login with no return path lands.
const AUDIENCES = {
  staff: {
    schema: deferredSchema(loadSchemas, (module) => module.LOGIN_SCHEMAS.staff),
    identity: { name: 'email', label: 'Email/ Tài khoản người dùng', inputMode: 'email' },
    endpoint: '/api/auth/login',
    idPrefix: 'login',
    rememberLabel: 'Ghi nhớ tài khoản',
    home: undefined,
  },
  cloud: {
    schema: deferredSchema(loadSchemas, (module) => module.LOGIN_SCHEMAS.cloud),
    identity: { name: 'account', label: 'Tài khoản cloud', inputMode: 'text' },
    endpoint: '/api/cloud/auth/login',
    idPrefix: 'cloud-login',
    rememberLabel: 'Ghi nhớ',
    home: CLOUD_HOME,
  },
} as const;

type LoginFormProps = {
  audience: keyof typeof AUDIENCES;
  /** Set by the page (the URL's or the layout's return path); otherwise read from the URL. */
  returnTo?: string;
};

export function LoginForm({ audience, returnTo }: LoginFormProps) {
  const { schema, identity, endpoint, idPrefix, rememberLabel, home } = AUDIENCES[audience];
  const form = useZodForm(schema.schema, { identity: '', password: '', remember: true });
  const { pending, serverError, setServerError } = form;
  const passwordRef = useRef<HTMLInputElement>(null);
  const forgotPassword = useForgotPassword(audience);

  const waitingForSchema = useRef(false);

  useEffect(() => {
    // Once the page is interactive; a failed load is tried again by the first submit.
    schema.preload().catch(() => undefined);
  }, [schema]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!schema.isReady()) {
      // Submitted before the schema arrived (a slow line): submit once more when it is here,
      // however many times the button was pressed meanwhile.
      event.preventDefault();
      if (waitingForSchema.current) return;
      waitingForSchema.current = true;
      const formElement = event.currentTarget;
      schema
        .preload()
        .then(
          () => formElement.requestSubmit(),
          () => setServerError(CONNECTION_ERROR),
        )
        .finally(() => {
          waitingForSchema.current = false;
        });
      return;
    }
    return form.submit(event, async ({ identity: value, password, remember }) => {
      const result = await postJson<{ redirectTo: string }>(endpoint, {
        [identity.name]: value,
        password,
        remember,
        returnTo: returnTo ?? returnToFromLocation() ?? home,
      });
      if (result.ok) {
        // A full load, so the server layouts read the new session cookie.
        window.location.assign(result.data.redirectTo);
        return 'navigating';
      }
      // A refused login (wrong password, an account waiting for approval or switched off)
      // shows only the server's message above the form. What was typed stays — emptying the
      // password made it read as a missing one ('Yêu cầu nhập mật khẩu'); the password is
      // selected instead, so typing again replaces it.
      setServerError(result.message);
      passwordRef.current?.focus();
      passwordRef.current?.select();
    });
  }

  return (
    <div className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id={`${idPrefix}-${identity.name}`} label={identity.label} error={form.errors.identity}>
          {(control) => (
            <Input
              {...control}
              {...form.inputProps('identity')}
              name={identity.name}
              type="text"
              inputMode={identity.inputMode}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-password`} label="Mật khẩu" error={form.errors.password}>
          {(control) => (
            <PasswordInput {...control} {...form.inputProps('password')} ref={passwordRef} autoComplete="current-password" />
          )}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            id={`${idPrefix}-remember`}
            name="remember"
            label={rememberLabel}
            checked={form.values.remember ?? true}
            onChange={(event) => form.setValue('remember', event.target.checked)}
          />
          {forgotPassword.toggle}
        </div>
        {forgotPassword.note}
        <Button type="submit" size="lg" fullWidth pending={pending}>
          ĐĂNG NHẬP
        </Button>
      </form>
    </div>
  );
}
