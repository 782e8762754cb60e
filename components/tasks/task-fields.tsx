'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';
import { Field } from '@/components/ui/field';
import { Input, inputClassName } from '@/components/ui/input';
import type { PickerPerson } from '@/lib/client/queries/tasks';
import { PersonCombobox } from './person-combobox';
import { textareaClassName } from './textarea';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatStudioDateTime, studioDateTimeToInstant } from '@/domain/studio-time';

// The task form's controls, shared by /tao-task-moi and /:id/sua-task. A field the viewer may
// not change is shown read-only (still labelled, still selectable), never hidden.

type Common = { id: string; label: string; error?: string; readOnly?: boolean; hint?: ReactNode };

export function TextField({ value, onChange, onBlur, placeholder, inputMode, ...field }: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void; placeholder?: string; inputMode?: 'numeric' | 'text' | 'url' }) {
  return (
    <Field id={field.id} label={field.label} error={field.error} labelAside={field.hint}>
      {(control) => (
        <Input
          {...control}
          name={field.id}
          value={value}
          readOnly={field.readOnly}
          inputMode={inputMode}
          placeholder={field.readOnly ? undefined : placeholder}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="read-only:bg-background read-only:shadow-none read-only:focus:ring-0"
        />
      )}
    </Field>
  );
}

export function TextAreaField({ value, onChange, onBlur, rows = 4, placeholder, ...field }: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void; rows?: number; placeholder?: string }) {
  const hydrated = useHydrated();
  return (
    <Field id={field.id} label={field.label} error={field.error} labelAside={field.hint}>
      {(control) => (
        <textarea
          {...control}
          name={field.id}
          rows={rows}
          value={value}
          readOnly={field.readOnly || !hydrated}
          placeholder={field.readOnly ? undefined : placeholder}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className={textareaClassName}
        />
      )}
    </Field>
  );
}

/**
 * 'Hạn hoàn thành': a date and time on the studio's clock (the browser's own picker,
 * 'yyyy-MM-ddTHH:mm'); read-only it shows dd-MM-yyyy HH:mm. Empty = no due time.
 */
export function DueAtField({ value, onChange, onBlur, ...field }: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void }) {
  const instant = value ? studioDateTimeToInstant(value) : null;
  if (field.readOnly) return <TextField id={field.id} label={field.label} value={instant ? formatStudioDateTime(instant) : 'Chưa đặt'} onChange={() => {}} readOnly />;
  return (
    <Field id={field.id} label={field.label} error={field.error}>
      {(control) => (
        <div className="min-w-0 space-y-1">
          <div className="flex min-w-0 gap-2">
            <Input {...control} name={field.id} type="datetime-local" value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} className="min-w-0 flex-1" />
            {value && (
              <button
                type="button"
                onClick={() => onChange('')}
                className="shrink-0 rounded-lg border border-border px-3 text-sm font-medium text-muted hover:text-foreground focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
              >
                Xóa hạn
              </button>
            )}
          </div>
          <p className="text-xs text-muted">{instant ? `Giờ Việt Nam: ${formatStudioDateTime(instant)}` : 'Giờ Việt Nam (UTC+7); để trống nếu không có hạn.'}</p>
        </div>
      )}
    </Field>
  );
}

/** A link to files (a URL or a shared-drive path); read-only URLs get an 'Mở' link beside the label. */
export function LinkField({ value, ...rest }: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void }) {
  const isUrl = /^https?:\/\//i.test(value.trim());
  const open = isUrl ? (
    <a href={value.trim()} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-primary hover:underline">
      Mở liên kết
    </a>
  ) : undefined;
  return <TextField {...rest} value={value} hint={open} placeholder="https://… hoặc \\máy-chủ\thư-mục" />;
}

export function ProductGroupField({ value, onChange, groups, ...field }: Common & { value: string; onChange: (value: string) => void; groups: { id: number; name: string }[] | undefined }) {
  const known = groups?.some((group) => String(group.id) === value);
  if (field.readOnly) {
    const name = !value ? 'Chưa chọn' : groups === undefined ? 'Đang tải…' : (groups.find((group) => String(group.id) === value)?.name ?? `Nhóm hàng #${value} (ngừng sử dụng)`);
    return <TextField id={field.id} label={field.label} value={name} onChange={() => {}} readOnly />;
  }
  return (
    <Field id={field.id} label={field.label} error={field.error}>
      {(control) => (
        <select
          {...control}
          name={field.id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClassName, 'appearance-auto pr-8')}
        >
          <option value="">{groups ? 'Chọn nhóm hàng' : 'Đang tải…'}</option>
          {groups?.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
          {value && groups && !known && <option value={value}>Nhóm hàng #{value} (ngừng sử dụng)</option>}
        </select>
      )}
    </Field>
  );
}

/** 'Khách hàng': an active customer or none; a customer deactivated since still shows by name. */
export function CustomerField({
  value,
  onChange,
  customers,
  currentName,
  ...field
}: Common & { value: string; onChange: (value: string) => void; customers: { id: number; name: string }[] | undefined; currentName?: string }) {
  if (field.readOnly) {
    return <TextField id={field.id} label={field.label} value={value ? (currentName ?? `Khách hàng #${value}`) : 'Không có'} onChange={() => {}} readOnly />;
  }
  const known = customers?.some((customer) => String(customer.id) === value);
  return (
    <Field id={field.id} label={field.label} error={field.error}>
      {(control) => (
        <select {...control} name={field.id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClassName, 'appearance-auto pr-8')}>
          <option value="">{customers ? 'Không có' : 'Đang tải…'}</option>
          {customers?.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
            </option>
          ))}
          {value && customers && !known && <option value={value}>{currentName ? `${currentName} (ngừng sử dụng)` : `Khách hàng #${value}`}</option>}
        </select>
      )}
    </Field>
  );
}

export function PersonField({
  value,
  onChange,
  people,
  emptyText,
  readOnlyName,
  ...field
}: Common & { value: string; onChange: (value: string) => void; people: PickerPerson[] | undefined; emptyText: string; readOnlyName?: string }) {
  if (field.readOnly) {
    return <TextField id={field.id} label={field.label} value={readOnlyName ?? 'Chưa giao'} onChange={() => {}} readOnly />;
  }
  return (
    <Field id={field.id} label={field.label} error={field.error}>
      {(control) => (
        <PersonCombobox
          {...control}
          people={people}
          value={value ? Number(value) : null}
          onChange={(id) => onChange(id === null ? '' : String(id))}
          noneLabel="Chưa giao"
          placeholder={`Chọn ${field.label}`}
          emptyText={emptyText}
        />
      )}
    </Field>
  );
}

