'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageFormActions } from '@/components/ui/form-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { CatalogEntryDocument, CatalogOptionsDocument, SaveCatalogEntryDocument, type CatalogEntryRowFragment, type SaveCatalogEntryInput } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys, useAdminMutation } from '@/lib/client/queries/admin';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { DEFAULT_TURNAROUND_HOURS } from '@/domain/due-time';
import type { CatalogArea } from '@/domain/validation/admin';
import { ratesNeedConfirmation } from '@/domain/validation/admin-rules';
import { CatalogSelect, errorText } from './admin-list';

const MONEY_KEYS = new Set(['unitPrice', 'editorRate', 'qaRate']);

type Values = Record<'name' | 'phone' | 'email' | 'address' | 'note' | 'unitPrice' | 'editorRate' | 'qaRate' | 'categoryId' | 'unitId' | 'defaultTurnaroundHours', string>;

function valuesOf(entry: CatalogEntryRowFragment | null): Values {
  return {
    name: entry?.name ?? '',
    phone: entry?.phone ?? '',
    email: entry?.email ?? '',
    address: entry?.address ?? '',
    note: entry?.note ?? '',
    unitPrice: entry?.unit_price ?? '',
    editorRate: entry?.editor_rate ?? '',
    qaRate: entry?.qa_rate ?? '',
    categoryId: entry?.category ? String(entry.category.id) : '',
    unitId: entry?.unit ? String(entry.unit.id) : '',
    defaultTurnaroundHours: String(entry?.default_turnaround_hours ?? DEFAULT_TURNAROUND_HOURS),
  };
}

/** /he-thong/quan-ly/<area>/tao-moi and /<id>/sua: loads the record when editing, then the form. */
export function CatalogFormScreen({ area, slug, title, id }: { area: CatalogArea; slug: string; title: string; id: number | null }) {
  const entry = useQuery({
    queryKey: adminKeys.entry(area, id ?? 0),
    queryFn: async () => (await gqlRequest(CatalogEntryDocument, { area, id: id! })).catalog_entry,
    enabled: id !== null,
  });
  const heading = `${title} — ${id === null ? 'Tạo mới' : 'Sửa'}`;
  if (id !== null && entry.isPending) {
    return (
      <div role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Đang tải…
      </div>
    );
  }
  if (id !== null && (entry.isError || !entry.data)) {
    return <Alert variant="error">{entry.isError ? errorText(entry.error) : 'Không tìm thấy bản ghi.'}</Alert>;
  }
  return <CatalogForm key={id ?? 'new'} area={area} slug={slug} heading={heading} entry={entry.data ?? null} />;
}

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const loadAdminRules = () => import('@/domain/validation/admin');

function CatalogForm({ area, slug, heading, entry }: { area: CatalogArea; slug: string; heading: string; entry: CatalogEntryRowFragment | null }) {
  const router = useRouter();
  const schema = useMemo(() => deferredSchema(loadAdminRules, (module) => module.catalogFormSchema(area)), [area]);
  const form = useZodForm(schema.schema, valuesOf(entry));
  const held = useDeferredSchema(schema, form.setServerError);
  const { values, errors } = form;
  const { unsavedChangesDialog, allowLeaving } = useUnsavedChanges(form.dirty);
  const [confirmRates, setConfirmRates] = useState(false);
  const isGroup = area === 'product_group';
  const categories = useQuery({ queryKey: adminKeys.options('category'), queryFn: async () => (await gqlRequest(CatalogOptionsDocument, { area: 'category' })).catalog_options, enabled: isGroup });
  const units = useQuery({ queryKey: adminKeys.options('unit'), queryFn: async () => (await gqlRequest(CatalogOptionsDocument, { area: 'unit' })).catalog_options, enabled: isGroup });
  const save = useAdminMutation((input: SaveCatalogEntryInput) => gqlRequest(SaveCatalogEntryDocument, { input }));
  const set = (key: keyof Values, value: string) => form.setValue(key, value);
  const needsConfirmation = isGroup && ratesNeedConfirmation(values);

  async function send() {
    if (needsConfirmation && !confirmRates) return form.setServerError('Hãy xác nhận tiền công cao hơn đơn giá trước khi lưu.');
    const input = {
      area,
      id: entry?.id ?? null,
      name: values.name,
      ...(area === 'customer' ? { phone: values.phone, email: values.email, address: values.address, note: values.note } : {}),
      ...(isGroup
        ? {
            category_id: values.categoryId ? Number(values.categoryId) : null,
            unit_id: values.unitId ? Number(values.unitId) : null,
            unit_price: values.unitPrice.trim(),
            editor_rate: values.editorRate.trim(),
            qa_rate: values.qaRate.trim(),
            default_turnaround_hours: Number(values.defaultTurnaroundHours.trim()),
            confirm_rates: confirmRates,
          }
        : {}),
    };
    try {
      await save.mutateAsync(input);
    } catch (error) {
      form.setServerError(errorText(error));
      return;
    }
    toast.success(entry ? 'Đã lưu thay đổi.' : 'Đã tạo mới.');
    allowLeaving();
    router.push(`/he-thong/quan-ly/${slug}/ds`);
    return 'navigating' as const;
  }

  const text = (key: keyof Values, label: string, type = 'text') => (
    <Field id={`catalog-${key}`} label={label} error={errors[key]}>
      {(control) => <Input {...control} name={key} type={type} inputMode={MONEY_KEYS.has(key) ? 'decimal' : key === 'defaultTurnaroundHours' ? 'numeric' : undefined} value={values[key]} onChange={(e) => set(key, e.target.value)} onBlur={form.onBlur} />}
    </Field>
  );
  const picker = (key: 'categoryId' | 'unitId', label: string, options: { id: number; name: string }[] | undefined, current: { id: number; name: string; active: boolean } | null | undefined) => (
    <Field id={`catalog-${key}`} label={label} error={errors[key]}>
      {(control) => <CatalogSelect {...control} name={key} noneLabel="— Không chọn —" options={options} current={current} value={values[key]} onChange={(e) => set(key, e.target.value)} />}
    </Field>
  );

  return (
    <form onSubmit={(event) => held(event) || form.submit(event, send)} noValidate aria-label={heading} className="mx-auto max-w-2xl space-y-5 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">{heading}</h1>
      {unsavedChangesDialog}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('name', 'Tên')}</div>
        {area === 'customer' && (
          <>
            {text('phone', 'Số điện thoại', 'tel')}
            {text('email', 'Email', 'email')}
            <div className="sm:col-span-2">{text('address', 'Địa chỉ')}</div>
            <div className="sm:col-span-2">{text('note', 'Ghi chú')}</div>
          </>
        )}
        {isGroup && (
          <>
            {picker('categoryId', 'Danh mục', categories.data, entry?.category)}
            {picker('unitId', 'Đơn vị', units.data, entry?.unit)}
            {text('unitPrice', 'Đơn giá (VNĐ)')}
            {text('editorRate', 'Tiền công editor (VNĐ)')}
            {text('qaRate', 'Tiền công QA (VNĐ)')}
            {text('defaultTurnaroundHours', 'Thời gian hoàn thành mặc định (giờ)')}
          </>
        )}
      </div>
      {isGroup && <p className="text-sm text-muted">Việc tạo từ lô của khách có hạn hoàn thành bằng lúc khách gửi lô cộng số giờ này.</p>}
      {isGroup && entry && <p className="text-sm text-muted">Đổi giá chỉ áp dụng cho việc tạo sau này; các việc đã tạo giữ nguyên giá lúc tạo.</p>}
      {needsConfirmation && (
        <div className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm">
          <p className="mb-2 text-danger">Tiền công editor và QA cộng lại cao hơn đơn giá.</p>
          <Checkbox id="confirm-rates" label="Tôi xác nhận mức tiền công này" checked={confirmRates} onChange={(e) => setConfirmRates(e.target.checked)} />
        </div>
      )}
      {form.serverError && (
        <p role="alert" className="text-sm text-danger">
          {form.serverError}
        </p>
      )}
      <PageFormActions cancelHref={`/he-thong/quan-ly/${slug}/ds`}>
        <Button type="submit" pending={form.pending}>
          {entry ? 'Lưu thay đổi' : 'Tạo mới'}
        </Button>
      </PageFormActions>
    </form>
  );
}
