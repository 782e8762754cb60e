'use client';

import { useState, type ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { joinDueInput, maskTimeInput, splitDueInput } from '@/lib/tasks/due-input';
import { DayInput } from './date-field';
import type { PickerPerson } from '@/lib/client/queries/tasks';
import { PersonCombobox } from './person-combobox';
import { textareaClassName } from './textarea';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatStudioDateTime, studioDateTimeToInstant } from '@/domain/studio-time';

// The task form's controls, shared by /tao-task-moi and /:id/sua-task. A field the viewer may
// not change is shown read-only (still labelled, still selectable), never hidden.

type Common = { id: string; label: string; error?: string; readOnly?: boolean; hint?: ReactNode };

/** A field of the task form bound to its value: what each form's `field(name)` returns. */
export type BoundField = Common & { value: string; onChange: (value: string) => void; onBlur?: () => void };
type TextProps = BoundField & { placeholder?: string };

/** What the task form's input and textarea share: name, value, placeholder (none when read-only), handlers. */
function textControl({ id, value, readOnly, placeholder, onChange, onBlur }: TextProps) {
  return { name: id, value, placeholder: readOnly ? undefined : placeholder, onChange: (event: { target: { value: string } }) => onChange(event.target.value), onBlur };
}

export function TextField({ inputMode, ...field }: TextProps & { inputMode?: 'numeric' | 'text' | 'url' }) {
  return (
    <Field id={field.id} label={field.label} error={field.error} labelAside={field.hint}>
      {(control) => <Input {...control} {...textControl(field)} readOnly={field.readOnly} inputMode={inputMode} className="read-only:bg-background read-only:shadow-none read-only:focus:ring-0" />}
    </Field>
  );
}

/** A note of the task form; `max` (its rule's limit) shows a counter beside the label while it can be edited. */
export function TextAreaField({ rows = 4, max, ...field }: TextProps & { rows?: number; max?: number }) {
  const hydrated = useHydrated();
  const countId = `${field.id}-count`;
  const counted = max !== undefined && !field.readOnly;
  return (
    <Field
      id={field.id}
      label={field.label}
      error={field.error}
      labelAside={
        field.hint || counted ? (
          <span className="flex items-center gap-3">
            {field.hint}
            {counted && <CharacterCount id={countId} length={field.value.length} max={max} />}
          </span>
        ) : undefined
      }
    >
      {(control) => (
        <textarea
          {...control}
          aria-describedby={describedBy(control['aria-describedby'], counted && countId)}
          {...textControl(field)}
          rows={rows}
          readOnly={field.readOnly || !hydrated}
          className={textareaClassName}
        />
      )}
    </Field>
  );
}

/**
 * 'Hạn hoàn thành': a day typed dd-MM-yyyy (or picked from the calendar) and a time HH:mm, on
 * the studio's clock, whatever the browser's language (lib/tasks/due-input.ts); the form's value
 * is 'yyyy-MM-ddTHH:mm'. Read-only it shows dd-MM-yyyy HH:mm. Empty = no due time.
 */
export function DueAtField({ value, onChange, onBlur, ...field }: Common & { value: string; onChange: (value: string) => void; onBlur?: () => void }) {
  const [boxes, setBoxes] = useState(() => splitDueInput(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (a batch's default due time, 'Xóa hạn') replaces what is typed.
  if (value !== shown) {
    setShown(value);
    setBoxes(splitDueInput(value));
  }
  const instant = value ? studioDateTimeToInstant(value) : null;
  if (field.readOnly) return <TextField id={field.id} label={field.label} value={instant ? formatStudioDateTime(instant) : 'Chưa đặt'} onChange={() => {}} readOnly />;

  const change = (day: string, time: string) => {
    const next = joinDueInput(day, time);
    setBoxes({ day, time });
    setShown(next);
    onChange(next);
  };
  const clear = value ? (
    <button type="button" onClick={() => change('', '')} className="rounded text-sm font-medium text-primary hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      Xóa hạn
    </button>
  ) : undefined;
  return (
    <Field id={field.id} label={field.label} error={field.error} labelAside={clear}>
      {(control) => (
        <div className="min-w-0 space-y-1">
          <div className="flex min-w-0 gap-2">
            <div className="min-w-0 flex-1">
              <DayInput control={control} label="ngày hạn" text={boxes.day} onText={(day) => change(day, boxes.time)} onBlur={onBlur} />
            </div>
            <Input
              id={`${field.id}-gio`}
              aria-label="Giờ"
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              inputMode="numeric"
              autoComplete="off"
              placeholder="hh:mm"
              maxLength={5}
              value={boxes.time}
              onChange={(event) => change(boxes.day, maskTimeInput(event.target.value))}
              onBlur={onBlur}
              className="w-24! shrink-0 tabular-nums"
            />
          </div>
          <p className="text-xs text-muted">{instant ? `Giờ Việt Nam: ${formatStudioDateTime(instant)}` : 'Giờ Việt Nam (UTC+7), 24 giờ; để trống nếu không có hạn.'}</p>
        </div>
      )}
    </Field>
  );
}

/** A link to files (a URL or a shared-drive path); read-only URLs get an 'Mở' link beside the label. */
export function LinkField({ value, ...rest }: BoundField) {
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
        <Select
          {...control}
          name={field.id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{groups ? 'Chọn nhóm hàng' : 'Đang tải…'}</option>
          {groups?.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
          {value && groups && !known && <option value={value}>Nhóm hàng #{value} (ngừng sử dụng)</option>}
        </Select>
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
        <Select {...control} name={field.id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{customers ? 'Không có' : 'Đang tải…'}</option>
          {customers?.map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.name}
            </option>
          ))}
          {value && customers && !known && <option value={value}>{currentName ? `${currentName} (ngừng sử dụng)` : `Khách hàng #${value}`}</option>}
        </Select>
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

