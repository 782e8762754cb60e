'use client';

import { useQuery } from '@tanstack/react-query';
import { pickerOptions } from '@/lib/client/queries/tasks';
import { customerOptionsOptions, productGroupsOptions } from '@/lib/client/queries/task-screens';
import { ROLE } from '@/domain/roles';
import { CustomerField, DueAtField, LinkField, PersonField, ProductGroupField, TextField, type BoundField } from './task-fields';

/** The card's fields both task forms show, in this order. */
export type TaskCardField = 'taskName' | 'productName' | 'productCode' | 'productGroupId' | 'totalFile' | 'customerId' | 'dueAt' | 'editorId' | 'qaId' | 'originalFiles';

type Props = {
  field: (name: TaskCardField) => BoundField;
  /** Whether to load the customer, editor and QA lists (only admins pick them). */
  pickLists: boolean;
  /** Examples in the empty fields (the new-job form). */
  placeholders?: Partial<Record<TaskCardField, string>>;
  /** The names the job holds now, shown read-only or for a customer no longer in the list. */
  current?: { customer?: string; editor?: string; qa?: string };
  /** The new-job form's own handlers: a product group proposes a due time, until the due time is typed. */
  onGroupChange?: (value: string) => void;
  onDueChange?: (value: string) => void;
};

/** The fields of /tao-task-moi and /:id/sua-task from the job's name to its original files (with the due time). */
export function TaskCardFields({ field, pickLists, placeholders = {}, current = {}, onGroupChange, onDueChange }: Props) {
  const groups = useQuery(productGroupsOptions());
  const editors = useQuery({ ...pickerOptions(ROLE.editor), enabled: pickLists });
  const qas = useQuery({ ...pickerOptions(ROLE.qa), enabled: pickLists });
  const customers = useQuery({ ...customerOptionsOptions(), enabled: pickLists });
  const group = field('productGroupId');
  const due = field('dueAt');
  return (
    <>
      <TextField {...field('taskName')} placeholder={placeholders.taskName} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('productName')} />
        <TextField {...field('productCode')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ProductGroupField {...group} onChange={onGroupChange ?? group.onChange} groups={groups.data} />
        <TextField {...field('totalFile')} inputMode="numeric" placeholder={placeholders.totalFile} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2 [&>*]:min-w-0">
        <CustomerField {...field('customerId')} customers={customers.data} currentName={current.customer} />
        <DueAtField {...due} onChange={onDueChange ?? due.onChange} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonField {...field('editorId')} people={editors.data} readOnlyName={current.editor} emptyText="Không có lựa chọn Editor tương ứng" />
        <PersonField {...field('qaId')} people={qas.data} readOnlyName={current.qa} emptyText="Không có lựa chọn QA tương ứng" />
      </div>
      <LinkField {...field('originalFiles')} />
    </>
  );
}
