'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  ApproveCloudUserDocument,
  CloudUserPageDocument,
  CustomerOptionsDocument,
  ResetCloudUserPasswordDocument,
  SetCloudUserActiveDocument,
  SetCloudUserCustomerDocument,
  type AdminCloudUserRowFragment,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatBytes } from '@/domain/validation/cloud-files';
import { ActiveBadge, DataTable, errorText, PAGE_SIZE, PageHeader, RowActions, SearchBox, selectClassName, TemporaryPassword, Toolbar } from './admin-list';
import { CloudQuotaForm } from './cloud-quota-form';

const nameOf = (u: AdminCloudUserRowFragment) => [u.last_name, u.first_name].filter(Boolean).join(' ') || u.account;

/** /nguoi-dung-cloud: customers' cloud accounts; approve, deactivate, reset, link to a customer. */
export function CloudUsersScreen() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [password, setPassword] = useState<{ who: string; value: string } | null>(null);
  const [quotaOf, setQuotaOf] = useState<AdminCloudUserRowFragment | null>(null);
  const input = { search, page, page_size: PAGE_SIZE, active: state === 'active' ? true : state === 'inactive' ? false : null, awaiting_approval: state === 'pending' ? true : null };
  const list = useQuery({
    queryKey: adminKeys.cloud(input),
    queryFn: async () => (await gqlRequest(CloudUserPageDocument, { input })).cloud_user_page,
    placeholderData: keepPreviousData,
  });
  const customers = useQuery({ queryKey: adminKeys.options('customer-picker'), queryFn: async () => (await gqlRequest(CustomerOptionsDocument, {})).customer_options });
  const onSearch = useCallback((value: string) => (setSearch(value), setPage(1)), []);

  const approve = useAdminMutation((id: number) => gqlRequest(ApproveCloudUserDocument, { id }));
  const setActive = useAdminMutation((args: { id: number; active: boolean }) => gqlRequest(SetCloudUserActiveDocument, args));
  const reset = useAdminMutation((id: number) => gqlRequest(ResetCloudUserPasswordDocument, { id }));
  const link = useAdminMutation((args: { id: number; customerId: number | null }) => gqlRequest(SetCloudUserCustomerDocument, args));
  const fail = (error: unknown) => toast.error(errorText(error));

  return (
    <div className="space-y-5">
      <PageHeader title="Người dùng cloud" description="Tài khoản cloud của khách hàng: phê duyệt, khóa, đặt lại mật khẩu, gắn với tài khoản khách." />
      {password && <TemporaryPassword who={password.who} password={password.value} onClose={() => setPassword(null)} />}
      {quotaOf && <CloudQuotaForm key={quotaOf.id} user={quotaOf} onClose={() => setQuotaOf(null)} />}
      <Toolbar>
        <SearchBox label="Tìm theo tài khoản hoặc tên" value={search} onSearch={onSearch} />
        <select aria-label="Lọc theo trạng thái" className={selectClassName} value={state} onChange={(e) => (setState(e.target.value), setPage(1))}>
          <option value="">Mọi trạng thái</option>
          <option value="pending">Chờ phê duyệt</option>
          <option value="active">Hoạt động</option>
          <option value="inactive">Ngừng hoạt động</option>
        </select>
      </Toolbar>
      <DataTable
        label="Danh sách người dùng cloud"
        query={list}
        paging={{ page, onPage: setPage }}
        headers={['Tài khoản', 'Họ tên', 'Khách hàng', 'Số tệp', 'Dung lượng', 'Tải lên gần nhất', 'Trạng thái', 'Thao tác']}
        emptyText={search ? 'Không tìm thấy người dùng cloud phù hợp' : 'Chưa có người dùng cloud nào'}
        row={(user) => (
          <tr key={user.id}>
            <td className="px-4 py-3 font-medium">
              <Link href={`/nguoi-dung-cloud/${user.id}`} className="text-primary hover:underline">
                {user.account}
              </Link>
            </td>
            <td className="px-4 py-3">{nameOf(user)}</td>
            <td className="px-4 py-3">
              <select
                aria-label={`Khách hàng của ${user.account}`}
                className={selectClassName}
                value={user.customer?.id ?? ''}
                disabled={link.isPending}
                onChange={(e) => link.mutate({ id: user.id, customerId: e.target.value ? Number(e.target.value) : null }, { onSuccess: () => toast.success('Đã cập nhật khách hàng.'), onError: fail })}
              >
                <option value="">— Không gắn —</option>
                {user.customer && !user.customer.active && <option value={user.customer.id}>{user.customer.name} (ngừng sử dụng)</option>}
                {customers.data?.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customer.name}
                  </option>
                ))}
              </select>
            </td>
            <td className="px-4 py-3 tabular-nums">{user.file_count}</td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">
              {formatBytes(Number(user.used_bytes))} / {formatBytes(Number(user.quota_bytes))}
            </td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">{user.last_upload_at ? formatStudioDateTime(user.last_upload_at) : 'Chưa tải lên'}</td>
            <td className="px-4 py-3">
              {user.awaiting_approval ? (
                <span className="inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Chờ phê duyệt</span>
              ) : (
                <ActiveBadge active={user.active} />
              )}
            </td>
            <RowActions>
              {user.awaiting_approval ? (
                <Button size="sm" aria-label={`Phê duyệt ${user.account}`} onClick={() => approve.mutate(user.id, { onSuccess: () => toast.success(`Đã phê duyệt ${user.account}.`), onError: fail })}>
                  Phê duyệt
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'} ${user.account}`}
                  onClick={() => {
                    if (user.active && !window.confirm(`Ngừng hoạt động tài khoản cloud ${user.account}?`)) return;
                    setActive.mutate({ id: user.id, active: !user.active }, { onError: fail });
                  }}
                >
                  {user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'}
                </Button>
              )}
              <Button variant="ghost" size="sm" aria-label={`Đổi dung lượng ${user.account}`} onClick={() => setQuotaOf(user)}>
                Đổi dung lượng
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Đặt lại mật khẩu ${user.account}`}
                onClick={() => {
                  if (!window.confirm(`Đặt lại mật khẩu cho ${user.account}?`)) return;
                  reset.mutate(user.id, { onSuccess: ({ reset_cloud_user_password: r }) => setPassword({ who: r.cloud_user.account, value: r.temporary_password }), onError: fail });
                }}
              >
                Đặt lại mật khẩu
              </Button>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
