'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import {
  ApproveCloudUserDocument,
  CloudUserPageDocument,
  CustomerOptionsDocument,
  ResetCloudUserPasswordDocument,
  SetCloudUserActiveDocument,
  type AdminCloudUserRowFragment,
} from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatBytes } from '@/domain/validation/cloud-file-rules';
import { ActiveBadge, DataTable, errorText, PAGE_SIZE, PageHeader, RowActions, SearchBox, FilterSelect, TemporaryPassword, Toolbar } from './admin-list';
import { CloudCustomerForm } from './cloud-customer-form';
import { CloudQuotaForm } from './cloud-quota-form';
import { fullName } from '@/domain/person-name';

const nameOf = (u: AdminCloudUserRowFragment) => fullName(u) || u.account;

/** /nguoi-dung-cloud: customers' cloud accounts; approve, deactivate, reset, link to a customer. */
export function CloudUsersScreen() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const [password, setPassword] = useState<{ who: string; value: string } | null>(null);
  const [editing, setEditing] = useState<{ kind: 'quota' | 'customer'; user: AdminCloudUserRowFragment } | null>(null);
  const { confirm, confirmDialog } = useConfirm();
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
  const fail = (error: unknown) => toast.error(errorText(error));

  return (
    <div className="space-y-5">
      <PageHeader title="Người dùng cloud" description="Tài khoản cloud của khách hàng: phê duyệt, khóa, đặt lại mật khẩu, gắn với tài khoản khách." />
      {password && <TemporaryPassword who={password.who} password={password.value} onClose={() => setPassword(null)} />}
      {confirmDialog}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.kind === 'quota' ? `Dung lượng của ${editing.user.account}` : `Khách hàng của ${editing?.user.account ?? ''}`}
        description={editing?.kind === 'customer' ? 'Tệp của tài khoản này được xếp theo khách hàng được gắn.' : undefined}
      >
        {editing?.kind === 'quota' && <CloudQuotaForm key={editing.user.id} user={editing.user} onClose={() => setEditing(null)} />}
        {editing?.kind === 'customer' && <CloudCustomerForm key={editing.user.id} user={editing.user} customers={customers.data} onClose={() => setEditing(null)} />}
      </Dialog>
      <Toolbar>
        <SearchBox label="Tìm theo tài khoản hoặc tên" value={search} onSearch={onSearch} />
        <FilterSelect label="Lọc theo trạng thái" allLabel="Mọi trạng thái" value={state} options={[['pending', 'Chờ phê duyệt'], ['active', 'Hoạt động'], ['inactive', 'Ngừng hoạt động']]} onChange={(value) => (setState(value), setPage(1))} />
      </Toolbar>
      <DataTable
        label="Danh sách người dùng cloud"
        query={list}
        paging={{ page, onPage: setPage }}
        headers={['Tài khoản', 'Họ tên', 'Khách hàng', 'Số tệp', 'Dung lượng', 'Tải lên gần nhất', 'Trạng thái', 'Thao tác']}
        emptyText={search ? 'Không tìm thấy người dùng cloud phù hợp' : 'Chưa có người dùng cloud nào'}
        row={(user) => (
          // One line per cell below lg, as on the staff list: the table scrolls inside its frame on a phone.
          <tr key={user.id} className="max-lg:whitespace-nowrap">
            <td className="px-4 py-3 font-medium">
              <Link href={`/nguoi-dung-cloud/${user.id}`} className="text-primary hover:underline">
                {user.account}
              </Link>
            </td>
            <td className="px-4 py-3">{nameOf(user)}</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span>{user.customer ? `${user.customer.name}${user.customer.active ? '' : ' (ngừng sử dụng)'}` : 'Chưa gắn'}</span>
                <Button variant="secondary" size="sm" aria-label={`Đổi khách hàng của ${user.account}`} onClick={() => setEditing({ kind: 'customer', user })}>
                  Đổi
                </Button>
              </div>
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
                  variant={user.active ? 'danger-outline' : 'secondary'}
                  size="sm"
                  aria-label={`${user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'} ${user.account}`}
                  onClick={async () => {
                    const confirmed =
                      !user.active ||
                      (await confirm({
                        title: `Ngừng hoạt động tài khoản cloud ${user.account}?`,
                        description: 'Khách hàng bị đăng xuất ngay và không đăng nhập được cho đến khi được kích hoạt lại.',
                        confirmLabel: 'Ngừng hoạt động',
                      }));
                    if (!confirmed) return;
                    const done = user.active ? `Đã ngừng hoạt động tài khoản cloud ${user.account}.` : `Đã kích hoạt lại tài khoản cloud ${user.account}.`;
                    setActive.mutate({ id: user.id, active: !user.active }, { onSuccess: () => toast.success(done), onError: fail });
                  }}
                >
                  {user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'}
                </Button>
              )}
              <Button variant="secondary" size="sm" aria-label={`Đổi dung lượng ${user.account}`} onClick={() => setEditing({ kind: 'quota', user })}>
                Đổi dung lượng
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Đặt lại mật khẩu ${user.account}`}
                onClick={async () => {
                  const confirmed = await confirm({
                    title: `Đặt lại mật khẩu cho ${user.account}?`,
                    description: 'Mọi phiên đăng nhập của tài khoản này kết thúc; bạn nhận một mật khẩu tạm để gửi cho khách hàng.',
                    confirmLabel: 'Đặt lại mật khẩu',
                  });
                  if (!confirmed) return;
                  reset.mutate(user.id, {
                    onSuccess: ({ reset_cloud_user_password: r }) => {
                      toast.success(`Đã đặt lại mật khẩu cho ${user.account}.`);
                      setPassword({ who: r.cloud_user.account, value: r.temporary_password });
                    },
                    onError: fail,
                  });
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
