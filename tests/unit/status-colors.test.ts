import { STATUS_CHART_COLOR, STATUS_DOT, statusChartColor } from '@/components/tasks/status-meta';
import { TASK_STATUS, type TaskStatusName } from '@/domain/task-status';

const TASK_STATUSES = Object.keys(TASK_STATUS) as TaskStatusName[];

describe('status colours', () => {
  it("give each status's chart colour the palette entry of its dot on the board", () => {
    for (const status of TASK_STATUSES) {
      const dot = /^bg-([a-z]+-\d{2,3})$/.exec(STATUS_DOT[status])?.[1];
      expect(dot).toBeDefined();
      expect(STATUS_CHART_COLOR[status]).toBe(`var(--color-${dot})`);
    }
  });

  it('tell every status apart', () => {
    expect(new Set(TASK_STATUSES.map((status) => STATUS_CHART_COLOR[status])).size).toBe(TASK_STATUSES.length);
  });

  it("colour a report row's status by name, and a name they do not know in the primary colour", () => {
    expect(statusChartColor('WaitApprove')).toBe('var(--color-violet-500)');
    expect(statusChartColor('Archived')).toBe('var(--tm-primary)');
    expect(statusChartColor(null)).toBe('var(--tm-primary)');
  });
});
