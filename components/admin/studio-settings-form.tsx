'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { StudioSettingsDocument, UpdateStudioSettingsDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys } from '@/lib/client/queries/admin';
import type { StudioSettingsInput } from '@/domain/validation/studio';
import { errorText } from './admin-list';

// /thu, 'Thông tin studio trong thư' (docs/decisions/email.md): the studio's name and address at
// the foot of every mail and in the sender's name. The provider checks the same rules again
// (domain/validation/studio.ts) and lets only admins read or save them.

const HEADING = 'Thông tin studio trong thư';

function StudioSettingsFields({ current }: { current: StudioSettingsInput }) {
  const queryClient = useQueryClient();
  const form = useZodForm(studioSettingsSchema.schema, current);
  const held = useDeferredSchema(studioSettingsSchema);
  const save = useMutation({
    mutationFn: async (input: StudioSettingsInput) => (await gqlRequest(UpdateStudioSettingsDocument, { input })).update_studio_settings,
    onSuccess: (saved) => {
      toast.success('Đã lưu thông tin studio');
      form.reset({ name: saved.name, address: saved.address });
      queryClient.setQueryData(adminKeys.studioSettings, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => held(event) || form.submit(event, async (input) => void (await save.mutateAsync(input).catch(() => undefined)))}
    >
      <Field id="ten-studio" label="Tên studio" error={form.errors.name}>
        {(control) => <Input {...control} {...form.inputProps('name')} autoComplete="organization" />}
      </Field>
      <Field id="dia-chi-studio" label="Địa chỉ studio" error={form.errors.address}>
        {(control) => <Input {...control} {...form.inputProps('address')} autoComplete="street-address" />}
      </Field>
      <Button type="submit" pending={save.isPending}>
        Lưu
      </Button>
    </form>
  );
}

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const studioSettingsSchema = deferredSchema(() => import('@/domain/validation/studio'), (module) => module.studioSettingsSchema);

/** Admin only: the card on /thu. */
export function StudioSettingsCard() {
  const settings = useQuery({ queryKey: adminKeys.studioSettings, queryFn: async () => (await gqlRequest(StudioSettingsDocument, {})).studio_settings });
  return (
    <section aria-labelledby="thong-tin-studio" className="max-w-2xl space-y-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="thong-tin-studio" className="text-lg font-semibold text-foreground">
          {HEADING}
        </h2>
        <p className="text-sm text-muted">Tên và địa chỉ ở cuối mỗi thư; tên cũng là tên người gửi. Áp dụng cho các thư tạo sau khi lưu.</p>
      </div>
      {settings.isPending ? (
        <p role="status" aria-busy="true" className="flex items-center gap-2 text-muted">
          <Spinner /> Đang tải thông tin studio…
        </p>
      ) : settings.isError ? (
        <p className="text-danger">{errorText(settings.error)}</p>
      ) : (
        <StudioSettingsFields current={{ name: settings.data.name, address: settings.data.address }} />
      )}
    </section>
  );
}
