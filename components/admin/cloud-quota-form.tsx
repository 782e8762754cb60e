'use client';

import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SetCloudUserQuotaDocument, type AdminCloudUserRowFragment } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { useAdminMutation } from '@/lib/client/queries/admin';
import { ADMIN_MESSAGES, cloudQuotaSchema, quotaBytesOf, quotaGbOf } from '@/domain/validation/admin';
import { formatBytes } from '@/domain/validation/cloud-files';
import { errorText } from './admin-list';

/** Sets one cloud account's upload quota (GB); below the space in use asks for a confirmation. */
export function CloudQuotaForm({ user, onClose }: { user: AdminCloudUserRowFragment; onClose: () => void }) {
  const [value, setValue] = useState(quotaGbOf(Number(user.quota_bytes)).replace('.', ','));
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation((args: { quotaGb: string; confirmBelowUsage: boolean }) => gqlRequest(SetCloudUserQuotaDocument, { id: user.id, ...args }));
  const usedBytes = Number(user.used_bytes);
  const quotaBytes = quotaBytesOf(value);
  const belowUsage = quotaBytes !== null && quotaBytes < usedBytes;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cloudQuotaSchema.safeParse({ quotaGb: value });
    if (!parsed.success) return setError(ADMIN_MESSAGES.quota);
    if (belowUsage && !confirmed) return setError('Hãy xác nhận dung lượng thấp hơn dung lượng đang dùng trước khi lưu.');
    setError(null);
    save.mutate(
      { quotaGb: value.trim(), confirmBelowUsage: confirmed },
      { onSuccess: () => (toast.success(`Đã đổi dung lượng của ${user.account}.`), onClose()), onError: (e) => setError(errorText(e)) },
    );
  }

  return (
    <form onSubmit={submit} aria-label={`Dung lượng của ${user.account}`} className="space-y-3 rounded-lg border border-border bg-surface px-4 py-3 text-sm" noValidate>
      <p className="text-foreground">
        Dung lượng của <strong>{user.account}</strong>: đang dùng {formatBytes(usedBytes)} / {formatBytes(Number(user.quota_bytes))}
      </p>
      <div className="max-w-60">
        <Field id="cloud-quota-gb" label="Dung lượng mới (GB)" error={error ?? undefined}>
          {(control) => <Input {...control} inputMode="decimal" autoFocus value={value} onChange={(e) => (setValue(e.target.value), setError(null))} />}
        </Field>
      </div>
      {belowUsage && (
        <div className="space-y-1">
          <p className="text-danger">{ADMIN_MESSAGES.quotaBelowUsage(formatBytes(usedBytes))}</p>
          <Checkbox id="confirm-quota" label="Tôi xác nhận dung lượng này" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Lưu dung lượng
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          Hủy
        </Button>
      </div>
    </form>
  );
}
