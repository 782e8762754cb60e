'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Avatar } from '@/components/ui/avatar';
import { usePresenceOf } from '@/components/ui/presence';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useConfirm } from '@/components/ui/use-confirm';
import { CreateStaffDocument, ResetStaffPasswordDocument, SetStaffActiveDocument, StaffPageDocument, UpdateStaffDocument, type StaffRowFragment } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { ROLE } from '@/domain/roles';
import { formatStudioDateTime } from '@/domain/studio-time';
import { ActiveBadge, DataTable, errorText, PAGE_SIZE, PageHeader, RowActions, SearchBox, FilterSelect, TemporaryPassword, Toolbar } from './admin-list';
import { ROLE_OPTIONS, StaffForm, type StaffFormValues } from './staff-form';
import { fullName, personName } from '@/domain/person-name';

const NEW_STAFF: StaffFormValues = { email: '', lastName: '', firstName: '', roleId: ROLE.editor, level: 1 };

/** /nguoi-dung-va-nhan-vien: the studio's staff; admins create, edit, deactivate and reset. */
export function StaffScreen({ viewerId }: { viewerId: number }) {
  const presenceOf = usePresenceOf();
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [active, setActive] = useState<boolean | null>(null);
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<{ mode: 'create' } | { mode: 'edit'; user: StaffRowFragment } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [password, setPassword] = useState<{ who: string; value: string } | null>(null);
  const { confirm, confirmDialog } = useConfirm();

  const input = { search, role_id: roleId, active, page, page_size: PAGE_SIZE };
  const list = useQuery({
    queryKey: adminKeys.staff(input),
    queryFn: async () => (await gqlRequest(StaffPageDocument, { input })).staff_page,
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  const create = useAdminMutation((values: StaffFormValues) =>
    gqlRequest(CreateStaffDocument, { input: { email: values.email, last_name: values.lastName, first_name: values.firstName, role_id: values.roleId, level: values.level } }),
  );
  const update = useAdminMutation(({ id, values }: { id: number; values: StaffFormValues }) =>
    gqlRequest(UpdateStaffDocument, { input: { id, last_name: values.lastName, first_name: values.firstName, role_id: values.roleId, level: values.level } }),
  );
  const setActiveState = useAdminMutation((args: { id: number; active: boolean }) => gqlRequest(SetStaffActiveDocument, args));
  const reset = useAdminMutation((id: number) => gqlRequest(ResetStaffPasswordDocument, { id }));

  function submit(values: StaffFormValues) {
    setFormError(null);
    if (form?.mode === 'edit') {
      update.mutate(
        { id: form.user.id, values },
        { onSuccess: () => (setForm(null), toast.success(`Đã lưu thay đổi của ${personName(values.lastName, values.firstName)}.`)), onError: (error) => setFormError(errorText(error)) },
      );
    } else {
      create.mutate(values, {
        onSuccess: ({ create_staff }) => {
          setForm(null);
          toast.success(`Đã tạo tài khoản ${create_staff.user.email}.`);
          setPassword({ who: create_staff.user.email, value: create_staff.temporary_password });
        },
        onError: (error) => setFormError(errorText(error)),
      });
    }
  }

  async function toggleActive(user: StaffRowFragment) {
    if (
      user.active &&
      !(await confirm({
        title: `Ngừng hoạt động tài khoản ${fullName(user)}?`,
        description: 'Người này bị đăng xuất ngay và không đăng nhập được cho đến khi được kích hoạt lại.',
        confirmLabel: 'Ngừng hoạt động',
      }))
    )
      return;
    const done = user.active ? `Đã ngừng hoạt động tài khoản ${fullName(user)}.` : `Đã kích hoạt lại tài khoản ${fullName(user)}.`;
    setActiveState.mutate({ id: user.id, active: !user.active }, { onSuccess: () => toast.success(done), onError: (error) => toast.error(errorText(error)) });
  }

  async function resetPassword(user: StaffRowFragment) {
    const confirmed = await confirm({
      title: `Đặt lại mật khẩu cho ${fullName(user)}?`,
      description: 'Mọi phiên đăng nhập của người này kết thúc; bạn nhận một mật khẩu tạm để gửi cho họ.',
      confirmLabel: 'Đặt lại mật khẩu',
    });
    if (!confirmed) return;
    reset.mutate(user.id, {
      onSuccess: ({ reset_staff_password }) => {
        toast.success(`Đã đặt lại mật khẩu cho ${fullName(user)}.`);
        setPassword({ who: reset_staff_password.user.email, value: reset_staff_password.temporary_password });
      },
      onError: (error) => toast.error(errorText(error)),
    });
  }

  return (
    <div className="space-y-5">
      <PageHeader
        title="Người dùng & nhân viên"
        description="Tài khoản nhân viên của studio: vai trò, cấp độ, trạng thái hoạt động."
        actions={
          <Button onClick={() => (setFormError(null), setForm({ mode: 'create' }))}>
            + Tạo tài khoản
          </Button>
        }
      />
      {password && <TemporaryPassword who={password.who} password={password.value} onClose={() => setPassword(null)} />}
      {confirmDialog}
      <Dialog
        open={form !== null}
        onOpenChange={(open) => !open && setForm(null)}
        title={form?.mode === 'edit' ? `Sửa nhân viên ${fullName(form.user)}` : 'Tạo tài khoản nhân viên'}
        description={form?.mode === 'edit' ? form.user.email : 'Mật khẩu tạm được tạo sẵn; người này đổi mật khẩu khi đăng nhập lần đầu.'}
        className="max-w-lg"
      >
        {form && (
          <StaffForm
            key={form.mode === 'edit' ? form.user.id : 'new'}
            editing={form.mode === 'edit'}
            initial={form.mode === 'edit' ? { email: form.user.email, lastName: form.user.last_name, firstName: form.user.first_name, roleId: form.user.role?.id ?? ROLE.editor, level: form.user.level ?? 1 } : NEW_STAFF}
            pending={create.isPending || update.isPending}
            serverError={formError}
            onSubmit={submit}
            onCancel={() => setForm(null)}
          />
        )}
      </Dialog>
      <Toolbar>
        <SearchBox label="Tìm theo tên hoặc email" value={search} onSearch={onSearch} />
        <FilterSelect label="Lọc theo vai trò" allLabel="Mọi vai trò" value={roleId ?? ''} options={ROLE_OPTIONS.map((role) => [role.id, role.label])} onChange={(value) => (setRoleId(value ? Number(value) : null), setPage(1))} />
        <FilterSelect label="Lọc theo trạng thái" allLabel="Mọi trạng thái" value={active === null ? '' : String(active)} options={[['true', 'Hoạt động'], ['false', 'Ngừng hoạt động']]} onChange={(value) => (setActive(value === '' ? null : value === 'true'), setPage(1))} />
      </Toolbar>
      <DataTable
        label="Danh sách nhân viên"
        query={list}
        paging={{ page, onPage: setPage }}
        headers={['Nhân viên', 'Vai trò', 'Cấp độ', 'Trạng thái', 'Lần cuối hoạt động', 'Thao tác']}
        emptyText={search ? 'Không tìm thấy nhân viên phù hợp' : 'Chưa có nhân viên nào'}
        row={(user) => (
          // One line per cell below lg: the table scrolls inside its frame on a phone rather than growing tall.
          <tr key={user.id} className="max-lg:whitespace-nowrap">
            <td className="px-4 py-3">
              <div className="flex items-center gap-3">
                <Avatar name={fullName(user)} src={user.avatar_url} size="sm" presence={presenceOf(user)} />
                <div className="min-w-0">
                  <p className="font-medium text-foreground">{fullName(user)}</p>
                  <p className="truncate text-xs text-muted">{user.email}</p>
                </div>
              </div>
            </td>
            <td className="px-4 py-3">{ROLE_OPTIONS.find((r) => r.id === user.role?.id)?.label ?? user.role?.role_name ?? '—'}</td>
            <td className="px-4 py-3">{user.level ?? '—'}</td>
            <td className="px-4 py-3">
              <ActiveBadge active={user.active} />
            </td>
            <td className="px-4 py-3 text-muted">{user.last_seen_at ? formatStudioDateTime(user.last_seen_at) : 'Chưa đăng nhập'}</td>
            <RowActions>
              <Button variant="secondary" size="sm" aria-label={`Sửa ${fullName(user)}`} onClick={() => (setFormError(null), setForm({ mode: 'edit', user }))}>
                Sửa
              </Button>
              {user.id !== viewerId && (
                <Button variant={user.active ? 'danger-outline' : 'secondary'} size="sm" aria-label={`${user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'} ${fullName(user)}`} onClick={() => void toggleActive(user)}>
                  {user.active ? 'Ngừng hoạt động' : 'Kích hoạt lại'}
                </Button>
              )}
              <Button variant="secondary" size="sm" aria-label={`Đặt lại mật khẩu ${fullName(user)}`} onClick={() => void resetPassword(user)}>
                Đặt lại mật khẩu
              </Button>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
