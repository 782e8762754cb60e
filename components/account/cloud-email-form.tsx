'use client';

import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { cloudEmailQuery, useSaveCloudEmail } from '@/lib/client/queries/cloud-account';

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const cloudEmailSchema = deferredSchema(() => import('@/domain/validation/auth'), (module) => module.cloudEmailInput);

/** The customer's address on 'Thông tin tài khoản' (docs/decisions/email.md): change it, see whether it is confirmed. */
export function CloudEmailCard() {
  const current = useQuery(cloudEmailQuery);
  return (
    <Card aria-labelledby="email-tieu-de" role="region">
      <h2 id="email-tieu-de" className="mb-5 text-lg font-semibold text-foreground">
        Email nhận thông báo
      </h2>
      {current.isPending ? (
        <p role="status" className="text-muted">
          Đang tải…
        </p>
      ) : current.isError ? (
        <Alert variant="error">Không tải được email. Vui lòng thử lại.</Alert>
      ) : (
        <CloudEmailForm email={current.data.email ?? ''} confirmed={current.data.email_confirmed} />
      )}
    </Card>
  );
}

function CloudEmailForm({ email, confirmed }: { email: string; confirmed: boolean }) {
  const form = useZodForm(cloudEmailSchema.schema, { email });
  const held = useDeferredSchema(cloudEmailSchema, form.setServerError);
  const save = useSaveCloudEmail();
  const { pending, serverError, setServerError } = form;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    return form.submit(event, async (data) => {
      try {
        const saved = await save.mutateAsync(data.email);
        toast.success(saved.email_confirmed ? 'Đã lưu email.' : `Đã gửi thư xác nhận đến ${saved.email}.`);
      } catch (error) {
        setServerError(error instanceof GraphQLRequestError ? error.message : 'Không thể lưu. Vui lòng thử lại.');
      }
    });
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted" data-testid="email-status">
        {!email
          ? 'Chưa có email: studio không thể báo cho bạn khi có kết quả.'
          : confirmed
            ? `Đã xác nhận: ${email}. Studio báo cho bạn qua địa chỉ này khi có kết quả.`
            : `Chưa xác nhận: ${email}. Hãy mở thư xác nhận studio đã gửi; trước đó studio không gửi thư nào khác.`}
      </p>
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <Field id="tai-khoan-email" label="Email" error={form.errors.email}>
        {(control) => <Input {...control} {...form.inputProps('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" pending={pending}>
          {email && !confirmed ? 'Lưu và gửi lại thư xác nhận' : 'Lưu email'}
        </Button>
      </div>
    </form>
  );
}
