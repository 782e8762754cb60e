'use client';

import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SetCloudUserQuotaDocument, type AdminCloudUserRowFragment } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { useAdminMutation } from '@/lib/client/queries/admin';
import { ADMIN_MESSAGES, quotaBytesOf, quotaGbOf } from '@/domain/validation/admin-rules';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { errorText } from './admin-list';
import { DialogActions } from '@/components/ui/dialog-actions';

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const quotaSchema = deferredSchema(() => import('@/domain/validation/admin'), (module) => module.cloudQuotaSchema);

/** Sets one cloud account's upload quota (GB), in the cloud users' dialog; below the space in use asks for a confirmation. */
export function CloudQuotaForm({ user, onClose }: { user: AdminCloudUserRowFragment; onClose: () => void }) {
  const form = useZodForm(quotaSchema.schema, { quotaGb: quotaGbOf(Number(user.quota_bytes)).replace('.', ',') });
  const held = useDeferredSchema(quotaSchema, form.setServerError);
  const [confirmed, setConfirmed] = useState(false);
  const save = useAdminMutation((args: { quotaGb: string; confirmBelowUsage: boolean }) => gqlRequest(SetCloudUserQuotaDocument, { id: user.id, ...args }));
  const usedBytes = Number(user.used_bytes);
  const quotaBytes = quotaBytesOf(form.values.quotaGb);
  const belowUsage = quotaBytes !== null && quotaBytes < usedBytes;

  return (
    <form
      onSubmit={(event) =>
        held(event) ||
        form.submit(event, async ({ quotaGb }) => {
          if (belowUsage && !confirmed) return form.setServerError('Hãy xác nhận dung lượng thấp hơn dung lượng đang dùng trước khi lưu.');
          await save
            .mutateAsync({ quotaGb: quotaGb.trim(), confirmBelowUsage: confirmed })
            .then(() => (toast.success(`Đã đổi dung lượng của ${user.account}.`), onClose()))
            .catch((error: unknown) => form.setServerError(errorText(error)));
        })
      }
      aria-label={`Dung lượng của ${user.account}`}
      className="mt-4 space-y-3 text-sm"
      noValidate
    >
      <p className="text-foreground">
        Đang dùng {formatBytes(usedBytes)} / {formatBytes(Number(user.quota_bytes))}
      </p>
      <div className="max-w-60">
        <Field id="cloud-quota-gb" label="Dung lượng mới (GB)" error={form.errors.quotaGb}>
          {(control) => <Input {...control} name="quotaGb" inputMode="decimal" value={form.values.quotaGb} onChange={(e) => form.setValue('quotaGb', e.target.value)} onBlur={form.onBlur} />}
        </Field>
      </div>
      {belowUsage && (
        <div className="space-y-1">
          <p className="text-danger">{ADMIN_MESSAGES.quotaBelowUsage(formatBytes(usedBytes))}</p>
          <Checkbox id="confirm-quota" label="Tôi xác nhận dung lượng này" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        </div>
      )}
      {form.serverError && <Alert variant="error">{form.serverError}</Alert>}
      <DialogActions onCancel={onClose}>
        <Button type="submit" pending={save.isPending}>
          Lưu dung lượng
        </Button>
      </DialogActions>
    </form>
  );
}
