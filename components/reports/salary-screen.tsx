'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { PersonCombobox } from '@/components/tasks/person-combobox';
import { Field } from '@/components/ui/field';
import { pickerOptions } from '@/lib/client/queries/tasks';
import { ROLE } from '@/domain/roles';
import { PERSON_PARAM, personParam, SALARY_JOB_COLUMNS, salaryReport, salaryTotalsNote } from '@/lib/reports/salaries';
import { MoneySummary } from './money-summary';
import { ReportFrame } from './report-frame';
import { ReportQueryState } from './report-states';
import { ReportTable } from './report-table';
import { useReportPages } from './use-report';
import { setReportParam, useReportFilter } from './use-report-filter';
import { MorePagesButton } from './more-pages-button';
import { StudioFaultNote } from './studio-fault-note';

/**
 * /tinh-luong-theo-editor: a person's completed jobs of the period, files × rate = pay, and the
 * total. Editors and QA see their own; an admin picks anyone (?nguoi=<id>). The provider enforces it.
 */
export function SalaryScreen({ roleId }: { roleId: number | null }) {
  const state = useReportFilter(roleId);
  const isAdmin = roleId === ROLE.admin;
  const person = personParam(useSearchParams());
  const editors = useQuery({ ...pickerOptions(ROLE.editor), enabled: isAdmin });
  const qas = useQuery({ ...pickerOptions(ROLE.qa), enabled: isAdmin });
  const people = editors.data && qas.data ? [...editors.data, ...qas.data].sort((a, b) => a.name.localeCompare(b.name, 'vi')) : undefined;
  // An admin has no pay of their own: nothing is loaded until they pick someone.
  const ready = !isAdmin || person !== null;
  const pages = useReportPages(salaryReport, state.input, ready);
  const data = pages.data ? { rows: pages.data.pages.flatMap((page) => page.rows), totals: pages.data.pages[0]?.totals ?? null } : undefined;
  return (
    <ReportFrame
      title="Tính lương theo editor"
      description={isAdmin ? 'Chọn nhân viên để xem lương theo từng việc hoàn thành trong kỳ.' : 'Lương của bạn theo từng việc hoàn thành trong kỳ: số file × đơn giá.'}
      roleId={roleId}
      state={state}
      exportReport={ready ? salaryReport.id : undefined}
      filters={{ people: false }}
    >
      {isAdmin && (
        <div className="max-w-sm">
          <Field id="luong-nhan-vien" label="Nhân viên">
            {(control) => (
              <PersonCombobox
                {...control}
                people={people}
                value={person}
                onChange={(id) => setReportParam(PERSON_PARAM, id === null ? null : String(id))}
                placeholder="Chọn editor hoặc QA"
                emptyText="Không có nhân viên tương ứng"
              />
            )}
          </Field>
        </div>
      )}
      {!ready ? (
        <p role="status" className="rounded-2xl border border-dashed border-border bg-surface px-4 py-8 text-center text-sm text-muted">
          Chọn một editor hoặc QA để xem lương.
        </p>
      ) : (
        <ReportQueryState query={{ ...pages, data }} isEmpty={(loaded) => loaded.rows.length === 0} emptyText="Không có việc hoàn thành nào được tính lương trong kỳ này.">
          {(loaded) => (
            <div className="flex flex-col gap-4">
              {loaded.totals && <MoneySummary items={[{ label: 'Tổng lương trong kỳ', amount: loaded.totals.pay, note: salaryTotalsNote(loaded.totals) }]} />}
              <ReportTable
                caption="Lương theo từng việc"
                columns={SALARY_JOB_COLUMNS}
                rows={loaded.rows}
                totals={loaded.totals}
                rowKey={(row) => `${row.id}-${row.paidAs}`}
                cellHref={(column, row) => (column.key === 'task' ? `/${row.id}/sua-task` : null)}
              />
              <MorePagesButton pages={pages} />
              <StudioFaultNote />
            </div>
          )}
        </ReportQueryState>
      )}
    </ReportFrame>
  );
}
