'use client';

import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApproveRegistrationDocument, PendingRegistrationsDocument, RejectRegistrationDocument, type PendingRegistrationsQuery } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { ROLE } from '@/domain/roles';
import { formatStudioDateTime } from '@/domain/studio-time';
import { errorText, PageHeader } from './admin-list';
import { Select } from '@/components/ui/select';
import { ROLE_OPTIONS } from './staff-form';
import { fullName } from '@/domain/person-name';

type Registration = PendingRegistrationsQuery['pending_registrations'][number];

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const rejectionSchema = deferredSchema(() => import('@/domain/validation/admin'), (module) => module.rejectionSchema);

/** /phe-duyet-tai-khoan: staff registrations waiting for an admin, approved with a role or refused. */
export function ApprovalsScreen() {
  const list = useQuery({
    queryKey: adminKeys.pending,
    queryFn: async () => (await gqlRequest(PendingRegistrationsDocument, {})).pending_registrations,
    // Live: a new registration's notice refetches this list (components/notifications/realtime-notifications.tsx).
  });

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <PageHeader title="Phê duyệt tài khoản" description="Tài khoản nhân viên tự đăng ký, chờ quản trị viên chọn vai trò hoặc từ chối." />
      {list.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> Đang tải…
        </div>
      ) : list.isError ? (
        <div role="alert" className="flex items-center gap-3 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
          {errorText(list.error)}
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Thử lại
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-8 text-center text-muted">Không có tài khoản nào chờ phê duyệt</p>
      ) : (
        <ul aria-label="Tài khoản chờ phê duyệt" className="space-y-3">
          {list.data.map((registration) => (
            <RegistrationItem key={registration.id} registration={registration} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RegistrationItem({ registration }: { registration: Registration }) {
  const name = fullName(registration);
  const [roleId, setRoleId] = useState<number>(ROLE.editor);
  const [rejecting, setRejecting] = useState(false);
  const rejection = useZodForm(rejectionSchema.schema, { reason: '' });
  const held = useDeferredSchema(rejectionSchema, rejection.setServerError);
  const approve = useAdminMutation(() => gqlRequest(ApproveRegistrationDocument, { id: registration.id, roleId }));
  const reject = useAdminMutation((text: string) => gqlRequest(RejectRegistrationDocument, { id: registration.id, reason: text }));

  function submitRejection(event: FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    return rejection.submit(event, async ({ reason }) => {
      reject.mutate(reason, { onSuccess: () => toast.success(`Đã từ chối ${name}.`), onError: (error) => rejection.setServerError(errorText(error)) });
    });
  }
  const reasonError = rejection.errors.reason ?? rejection.serverError;

  return (
    <li aria-label={name} className="space-y-3 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-foreground">{name}</p>
          <p className="text-sm text-muted">{registration.email}</p>
          <p className="text-xs text-muted">Đăng ký lúc {formatStudioDateTime(registration.created_at)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Select fit aria-label={`Vai trò cho ${name}`} value={roleId} onChange={(e) => setRoleId(Number(e.target.value))}>
            {ROLE_OPTIONS.map((role) => (
              <option key={role.id} value={role.id}>
                {role.label}
              </option>
            ))}
          </Select>
          <Button
            pending={approve.isPending}
            onClick={() => approve.mutate(undefined, { onSuccess: () => toast.success(`Đã phê duyệt ${name}.`), onError: (error) => toast.error(errorText(error)) })}
          >
            Phê duyệt
          </Button>
          <Button variant="secondary" onClick={() => setRejecting((open) => !open)} aria-expanded={rejecting}>
            Từ chối
          </Button>
        </div>
      </div>
      {rejecting && (
        <form noValidate onSubmit={submitRejection} aria-label={`Từ chối ${name}`} className="space-y-2">
          <label htmlFor={`reason-${registration.id}`} className="text-sm font-medium text-foreground">
            Lý do từ chối
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`reason-${registration.id}`}
              name="reason"
              value={rejection.values.reason}
              onChange={(e) => rejection.setValue('reason', e.target.value)}
              onBlur={rejection.onBlur}
              aria-invalid={Boolean(reasonError)}
            />
            <Button type="submit" variant="danger" pending={reject.isPending}>
              Xác nhận từ chối
            </Button>
          </div>
          {reasonError && (
            <p role="alert" className="text-sm text-danger">
              {reasonError}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
