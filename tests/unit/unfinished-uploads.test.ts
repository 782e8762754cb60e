import { missingPlannedFiles, plannedPath, samePlannedFile, storedPlannedPath } from '@/domain/validation/cloud-files';
import { startColumn, DEFAULT_COLUMN_ORDER } from '@/domain/task-status';
import { ROLE } from '@/domain/roles';

describe('a batch plan (docs/decisions/unfinished-uploads.md)', () => {
  it('stores paths as the provider stores files: folder and name sanitised', () => {
    expect(plannedPath('Ngày 1/../', 'a.png')).toBe('Ngày 1/a.png');
    expect(plannedPath('', 'a.png')).toBe('a.png');
    expect(storedPlannedPath('Ngày 1/../a.png')).toBe('Ngày 1/a.png');
    expect(storedPlannedPath('../')).toBe('');
  });

  it('reports as missing each planned file no completed file matches, counting duplicates once each', () => {
    const plan = [
      { path: 'a.png', size: 10, modified: 1 },
      { path: 'b.png', size: 20, modified: 1 },
      { path: 'b.png', size: 20, modified: 2 },
    ];
    expect(missingPlannedFiles(plan, [{ path: 'b.png', size: 20 }])).toEqual([plan[0], plan[2]]);
    expect(missingPlannedFiles(plan, [{ path: 'a.png', size: 11 }])).toEqual(plan);
  });

  it('tells the same file from another by path, size and last-modified time', () => {
    const file = { path: 'a.png', size: 10, modified: 1 };
    expect(samePlannedFile(file, { ...file })).toBe(true);
    expect(samePlannedFile(file, { ...file, modified: 2 })).toBe(false);
    expect(samePlannedFile(file, { ...file, size: 11 })).toBe(false);
  });
});

describe('startColumn (docs/decisions/board-layout.md, "Where a phone opens")', () => {
  it('opens each role on its own column, never an editor on Chờ giao', () => {
    expect(startColumn(ROLE.editor, DEFAULT_COLUMN_ORDER)).toBe('Assignee');
    expect(startColumn(ROLE.qa, DEFAULT_COLUMN_ORDER)).toBe('WaitApprove');
    expect(startColumn(ROLE.admin, DEFAULT_COLUMN_ORDER)).toBe('Ready');
  });

  it('skips a hidden column and falls back to the first shown', () => {
    expect(startColumn(ROLE.editor, ['Ready', 'InProgress', 'Completed'])).toBe('InProgress');
    expect(startColumn(ROLE.editor, ['Ready', 'Completed'])).toBe('Ready');
    expect(startColumn(null, ['Completed'])).toBe('Completed');
  });
});
