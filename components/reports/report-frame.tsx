'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { FilterBar } from '@/components/tasks/filter-bar';
import { pickerOptions } from '@/lib/client/queries/tasks';
import { ROLE } from '@/domain/roles';
import { showsPeopleFilters } from '@/lib/tasks/filter';
import { ExportButtons } from './export-buttons';
import { QuickPeriods } from './quick-periods';
import type { ReportFilterState } from './use-report-filter';

type ReportFrameProps = {
  title: string;
  description?: string;
  roleId: number | null;
  state: ReportFilterState;
  /** Id of the main report's export (/api/reports/<id>/export); no buttons when absent. */
  exportReport?: string;
  /** Controls beside the export buttons (grain switch …). */
  actions?: ReactNode;
  /**
   * Which of the board's filters mean something here: no job search and no Editor/QA pickers on
   * per-customer sums, no Editor/QA pickers where the screen has its own person picker.
   */
  filters?: { people?: boolean; search?: boolean };
  children: ReactNode;
};

/** Every report screen's frame: heading, the board's filter bar, export buttons, then the report. */
export function ReportFrame({ title, description, roleId, state, exportReport, actions, filters = {}, children }: ReportFrameProps) {
  const showPeople = showsPeopleFilters(roleId) && filters.people !== false;
  const editors = useQuery({ ...pickerOptions(ROLE.editor), enabled: showPeople });
  const qas = useQuery({ ...pickerOptions(ROLE.qa), enabled: showPeople });
  return (
    // At least a screen tall: the footer below stays out of view while the figures arrive, instead
    // of jumping down when they do (CLS, bench/pages).
    <div className="flex min-h-dvh flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold text-foreground">{title}</h1>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {exportReport && <ExportButtons report={exportReport} query={state.query} disabled={state.input === null} />}
        </div>
      </div>
      <FilterBar
        value={state.filter}
        onChange={state.setFilter}
        problems={state.problems}
        showPeople={showPeople}
        showSearch={filters.search !== false}
        editors={editors.data}
        qas={qas.data}
        idPrefix="bao-cao"
      />
      <QuickPeriods onPick={(from, to) => state.setFilter({ ...state.filter, from, to })} />
      {state.input === null ? (
        <Alert variant="info">Khoảng ngày chưa hợp lệ nên báo cáo chưa được tải lại. Hãy sửa ngày bắt đầu hoặc ngày kết thúc.</Alert>
      ) : (
        children
      )}
    </div>
  );
}
