'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { CatalogPageDocument, SetCatalogEntryActiveDocument, type CatalogEntryRowFragment, type CatalogSort } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { formatStudioDateTime } from '@/domain/studio-time';
import type { CatalogArea } from '@/domain/validation/admin';
import { formatVnd } from '@/domain/money';
import { ActiveBadge, DataTable, errorText, PAGE_SIZE, PageHeader, RowActions, SearchBox, FilterSelect, Toolbar } from './admin-list';
import { Select } from '@/components/ui/select';

type Column = { header: string; cell: (entry: CatalogEntryRowFragment) => string };

const money = (value: string | null) => (value === null ? '—' : formatVnd(value));
const COLUMNS: Record<CatalogArea, Column[]> = {
  customer: [
    { header: 'Tên', cell: (e) => e.name },
    { header: 'Điện thoại', cell: (e) => e.phone ?? '—' },
    { header: 'Email', cell: (e) => e.email ?? '—' },
    { header: 'Địa chỉ', cell: (e) => e.address ?? '—' },
  ],
  location: [{ header: 'Tên', cell: (e) => e.name }],
  category: [{ header: 'Tên', cell: (e) => e.name }],
  unit: [{ header: 'Tên', cell: (e) => e.name }],
  product_group: [
    { header: 'Tên', cell: (e) => e.name },
    { header: 'Danh mục', cell: (e) => e.category?.name ?? '—' },
    { header: 'Đơn vị', cell: (e) => e.unit?.name ?? '—' },
    { header: 'Đơn giá', cell: (e) => money(e.unit_price) },
    { header: 'Tiền công editor', cell: (e) => money(e.editor_rate) },
    { header: 'Tiền công QA', cell: (e) => money(e.qa_rate) },
  ],
};

/** /he-thong/quan-ly/<area>/ds: search, sort, page; records are deactivated, never deleted. */
export function CatalogList({ area, slug, title }: { area: CatalogArea; slug: string; title: string }) {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [sort, setSort] = useState<CatalogSort>('name');
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  const input = { area, search, sort, descending, page, page_size: PAGE_SIZE, active: state === '' ? null : state === 'true' };
  const list = useQuery({
    queryKey: adminKeys.catalog(input),
    queryFn: async () => (await gqlRequest(CatalogPageDocument, { input })).catalog_page,
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback((value: string) => (setSearch(value), setPage(1)), []);
  const toggle = useAdminMutation((entry: CatalogEntryRowFragment) => gqlRequest(SetCatalogEntryActiveDocument, { area, id: entry.id, active: !entry.active }));
  const columns = COLUMNS[area];

  return (
    <div className="space-y-5">
      <PageHeader
        title={title}
        description="Bản ghi đang được dùng chỉ có thể ngừng sử dụng, không bị xóa."
        actions={
          <Link href={`/he-thong/quan-ly/${slug}/tao-moi`} className={buttonClassName()}>
            + Tạo mới
          </Link>
        }
      />
      <Toolbar>
        <SearchBox label="Tìm theo tên" value={search} onSearch={onSearch} />
        <FilterSelect label="Lọc theo trạng thái" allLabel="Mọi trạng thái" value={state} options={[['true', 'Hoạt động'], ['false', 'Ngừng sử dụng']]} onChange={(value) => (setState(value), setPage(1))} />
        <Select fit aria-label="Sắp xếp theo" value={sort} onChange={(e) => (setSort(e.target.value as CatalogSort), setPage(1))}>
          <option value="name">Tên</option>
          <option value="created_at">Ngày tạo</option>
          {area === 'product_group' && <option value="unit_price">Đơn giá</option>}
        </Select>
        <Button variant="secondary" onClick={() => (setDescending((d) => !d), setPage(1))} aria-label={descending ? 'Đang sắp xếp giảm dần' : 'Đang sắp xếp tăng dần'}>
          {descending ? '↓ Giảm dần' : '↑ Tăng dần'}
        </Button>
      </Toolbar>
      <DataTable
        label={`Danh sách ${title.toLowerCase()}`}
        query={list}
        paging={{ page, onPage: setPage }}
        headers={[...columns.map((c) => c.header), 'Ngày tạo', 'Trạng thái', 'Thao tác']}
        emptyText={search ? 'Không tìm thấy bản ghi phù hợp' : 'Chưa có bản ghi nào'}
        row={(entry) => (
          // One line per cell below lg, as on the staff list: the table scrolls inside its frame on a phone.
          <tr key={entry.id} className="max-lg:whitespace-nowrap">
            {columns.map((column, index) => (
              <td key={column.header} className={index === 0 ? 'px-4 py-3 font-medium text-foreground' : 'px-4 py-3'}>
                {column.cell(entry)}
              </td>
            ))}
            <td className="px-4 py-3 text-muted">{formatStudioDateTime(entry.created_at)}</td>
            <td className="px-4 py-3">
              <ActiveBadge active={entry.active} inactiveLabel="Ngừng sử dụng" />
            </td>
            <RowActions>
              <Link href={`/he-thong/quan-ly/${slug}/${entry.id}/sua`} aria-label={`Sửa ${entry.name}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                Sửa
              </Link>
              <Button
                variant={entry.active ? 'danger-outline' : 'secondary'}
                size="sm"
                aria-label={`${entry.active ? 'Ngừng sử dụng' : 'Dùng lại'} ${entry.name}`}
                onClick={() =>
                  toggle.mutate(entry, {
                    onSuccess: () => toast.success(entry.active ? `Đã ngừng sử dụng ${entry.name}.` : `Đã dùng lại ${entry.name}.`),
                    onError: (error) => toast.error(errorText(error)),
                  })
                }
              >
                {entry.active ? 'Ngừng sử dụng' : 'Dùng lại'}
              </Button>
            </RowActions>
          </tr>
        )}
      />
    </div>
  );
}
