'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { FilterBar } from '@/components/tasks/filter-bar';
import { useTaskFilterUrl } from '@/components/tasks/use-task-filter-url';
import { resolveColumnLayout, visibleColumns, type ColumnLayout } from '@/lib/client/board-order';
import { boardPreferencesOptions, pickerOptions, taskListOptions, useSaveBoardPreferences } from '@/lib/client/queries/tasks';
import { ROLE } from '@/domain/roles';
import { serializeTaskFilter, showsPeopleFilters, taskFilterProblems, toTaskFilterInput } from '@/lib/tasks/filter';
import { ColumnMenu } from './column-menu';
import { TaskBoard } from './task-board';
import type { BoardViewer } from './use-board-moves';
import { groupThousands } from '@/domain/number-text';

// The cards' grey shapes show only when the board has no data yet, which the server's prefetch
// makes rare (docs/decisions/server-prefetch.md): their code is not among the page's first scripts.
const BoardSkeleton = lazy(() => import('./board-skeleton').then((module) => ({ default: module.BoardSkeleton })));

const SAVE_LAYOUT_ERROR = 'Không lưu được cách hiển thị cột. Vui lòng thử lại.';

/** The home screen: filter bar (state in the URL), column layout menu and the board. */
export function BoardScreen({ viewer }: { viewer: BoardViewer }) {
  const [filter, setFilter] = useTaskFilterUrl();
  const problems = taskFilterProblems(filter);
  const input = useMemo(() => toTaskFilterInput(filter, viewer.roleId), [filter, viewer.roleId]);
  const showPeople = showsPeopleFilters(viewer.roleId);
  const filtered = serializeTaskFilter(filter) !== '';

  const editors = useQuery({ ...pickerOptions(ROLE.editor), enabled: showPeople });
  const qas = useQuery({ ...pickerOptions(ROLE.qa), enabled: showPeople });
  const preferences = useQuery(boardPreferencesOptions());
  // The menu shows the layout just chosen at once: the query cache tells its observers a tick
  // later, and a controlled checkbox would meanwhile snap back. A failed save drops it again,
  // and the refetched preferences show.
  const [chosenLayout, setChosenLayout] = useState<ColumnLayout | null>(null);
  const saveLayout = useSaveBoardPreferences(() => {
    setChosenLayout(null);
    toast.error(SAVE_LAYOUT_ERROR);
  });
  const changeLayout = (next: ColumnLayout) => {
    setChosenLayout(next);
    saveLayout(next);
  };
  const layout = chosenLayout ?? resolveColumnLayout(preferences.data);
  const columns = visibleColumns(layout);

  const listOptions = useMemo(() => taskListOptions(input ?? {}), [input]);
  const tasks = useQuery({ ...listOptions, enabled: input !== null, placeholderData: keepPreviousData });

  // On phones the bar folds away, open from the start when the URL carries a filter.
  const [filtersOpen, setFiltersOpen] = useState(() => filtered);

  const count = tasks.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold text-foreground">Bảng công việc</h1>
          <p className="text-sm text-muted" aria-live="polite">
            {tasks.data ? `${groupThousands(count)} việc${filtered ? ' khớp bộ lọc' : ''}` : ' '}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="secondary" size="sm" className="md:hidden" aria-expanded={filtersOpen} aria-controls="bo-loc-task" onClick={() => setFiltersOpen((open) => !open)}>
            Bộ lọc{filtered ? ' •' : ''}
          </Button>
          <ColumnMenu layout={layout} onChange={changeLayout} />
        </div>
      </div>

      <div id="bo-loc-task" className={cn(!filtersOpen && 'hidden md:block')}>
        <FilterBar value={filter} onChange={setFilter} problems={problems} showPeople={showPeople} editors={editors.data} qas={qas.data} showDue />
      </div>

      {input === null ? (
        <Alert variant="info">Khoảng ngày chưa hợp lệ nên bảng công việc chưa được tải lại. Hãy sửa ngày bắt đầu hoặc ngày kết thúc.</Alert>
      ) : tasks.isError && !tasks.data ? (
        <Alert variant="error" title="Không tải được bảng công việc">
          <p>{tasks.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void tasks.refetch()}>
            Thử lại
          </Button>
        </Alert>
      ) : !tasks.data ? (
        <Suspense fallback={null}>
          <BoardSkeleton columns={columns} />
        </Suspense>
      ) : (
        <>
          {count === 0 && filtered && (
            <p role="status" className="text-sm text-muted">
              Không có việc nào khớp bộ lọc.
            </p>
          )}
          <TaskBoard cards={tasks.data} listKey={listOptions.queryKey} columns={columns} viewer={viewer} stale={tasks.isPlaceholderData} />
        </>
      )}
    </div>
  );
}
