'use client';

import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { saveProfile, type AccountAudience } from './account-audience';

/** A read-only line under the names (email and role for staff, the account name for cloud users). */
type ReadOnlyDetail = { id: string; label: string; value: string };
type ProfileFormProps = { firstName: string; lastName: string; details: ReadOnlyDetail[]; audience?: AccountAudience };

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const profileSchema = deferredSchema(() => import('@/domain/validation/account'), (module) => module.profileSchema);

/** Own first and last name; the header shows the new name at once (the layout re-renders). */
export function ProfileForm({ firstName, lastName, details, audience = 'staff' }: ProfileFormProps) {
  const router = useRouter();
  const form = useZodForm(profileSchema.schema, { lastName, firstName });
  const held = useDeferredSchema(profileSchema, form.setServerError);
  const { pending, serverError, setServerError } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    return form.submit(event, async (data) => {
      try {
        await saveProfile(audience, data);
        toast.success('Đã lưu thông tin cá nhân.');
        router.refresh();
      } catch (error) {
        setServerError(error instanceof GraphQLRequestError ? error.message : 'Không thể lưu. Vui lòng thử lại.');
      }
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="tai-khoan-ho" label="Họ" error={form.errors.lastName}>
          {(control) => <Input {...control} {...form.inputProps('lastName')} autoComplete="family-name" />}
        </Field>
        <Field id="tai-khoan-ten" label="Tên" error={form.errors.firstName}>
          {(control) => <Input {...control} {...form.inputProps('firstName')} autoComplete="given-name" />}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {details.map((detail) => (
          <Field key={detail.id} id={detail.id} label={detail.label}>
            {(control) => <Input {...control} value={detail.value} readOnly disabled />}
          </Field>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={pending}>
          Lưu thay đổi
        </Button>
      </div>
    </form>
  );
}
