/** @jest-environment node */
import {
  EMPTY_TASK_FILTER,
  isoDateToVn,
  maskVnDateInput,
  parseTaskFilter,
  serializeTaskFilter,
  showsPeopleFilters,
  taskFilterProblems,
  toTaskFilterInput,
  vnDateToIso,
} from '@/lib/tasks/filter';

describe('filter in the URL', () => {
  it('reads the bookmarked filter', () => {
    const params = new URLSearchParams('tu=01-11-2026&den=30-11-2026&editor=3&qa=2&q=%C3%A1o');
    expect(parseTaskFilter(params)).toEqual({ from: '01-11-2026', to: '30-11-2026', editorId: 3, qaId: 2, q: 'áo', due: null });
  });

  it("keeps the due choice as ?han=tre / ?han=hom-nay and ignores other words", () => {
    expect(parseTaskFilter(new URLSearchParams('han=tre')).due).toBe('Late');
    expect(parseTaskFilter(new URLSearchParams('han=hom-nay')).due).toBe('Today');
    expect(parseTaskFilter(new URLSearchParams('han=mai')).due).toBeNull();
    expect(serializeTaskFilter({ ...EMPTY_TASK_FILTER, q: 'áo', due: 'Late' })).toBe('q=%C3%A1o&han=tre');
    expect(toTaskFilterInput({ ...EMPTY_TASK_FILTER, due: 'Today' }, 3)).toEqual({ due: 'Today' });
  });

  it('ignores ids that are not positive whole numbers', () => {
    expect(parseTaskFilter(new URLSearchParams('editor=abc&qa=0'))).toEqual(EMPTY_TASK_FILTER);
    expect(parseTaskFilter(new URLSearchParams('editor=-1&qa=1.5'))).toMatchObject({ editorId: null, qaId: null });
  });

  it('writes only what is set, in a fixed order, and reads back the same', () => {
    const filter = { from: '01-11-2026', to: '', editorId: null, qaId: 2, q: ' áo dài ', due: null };
    const query = serializeTaskFilter(filter);
    expect(query).toBe('tu=01-11-2026&qa=2&q=%C3%A1o+d%C3%A0i');
    expect(parseTaskFilter(new URLSearchParams(query))).toEqual({ ...filter, q: 'áo dài' });
    expect(serializeTaskFilter(EMPTY_TASK_FILTER)).toBe('');
  });
});

describe('dates', () => {
  it('converts between dd-MM-yyyy and yyyy-MM-dd, refusing days that do not exist', () => {
    expect(vnDateToIso('01-11-2026')).toBe('2026-11-01');
    expect(vnDateToIso('29-02-2024')).toBe('2024-02-29');
    expect(vnDateToIso('29-02-2025')).toBeNull();
    expect(vnDateToIso('2026-11-01')).toBeNull();
    expect(isoDateToVn('2026-11-01')).toBe('01-11-2026');
    expect(isoDateToVn('')).toBe('');
  });

  it('adds the dashes while typing', () => {
    expect(maskVnDateInput('0111')).toBe('01-11');
    expect(maskVnDateInput('01112026')).toBe('01-11-2026');
    expect(maskVnDateInput('01-11-2026')).toBe('01-11-2026');
    expect(maskVnDateInput('01/11/20269')).toBe('01-11-2026');
  });

  it("says 'Nhỏ hơn ngày bắt đầu' under the end date when it is before the start", () => {
    expect(taskFilterProblems({ from: '10-11-2026', to: '09-11-2026' })).toEqual({ to: 'Nhỏ hơn ngày bắt đầu' });
    expect(taskFilterProblems({ from: '10-11-2026', to: '10-11-2026' })).toEqual({});
    expect(taskFilterProblems({ from: '31-12-2025', to: '01-01-2026' })).toEqual({});
    expect(taskFilterProblems({ from: '32-01-2026', to: '1-1' })).toEqual({ from: 'Ngày không hợp lệ (dd-MM-yyyy)', to: 'Ngày không hợp lệ (dd-MM-yyyy)' });
  });
});

describe('provider filter', () => {
  const filter = { from: '01-11-2026', to: '30-11-2026', editorId: 3, qaId: 2, q: ' áo ', due: null };

  it('sends the days as yyyy-MM-dd and the search trimmed', () => {
    expect(toTaskFilterInput(filter, 1)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', editorId: 3, qaId: 2, searchString: 'áo' });
    expect(toTaskFilterInput(EMPTY_TASK_FILTER, 1)).toEqual({});
  });

  it('does not query while the dates are wrong', () => {
    expect(toTaskFilterInput({ ...filter, to: '01-10-2026' }, 1)).toBeNull();
  });

  it('gives editors no editor or QA filter (they only see their own jobs)', () => {
    expect(showsPeopleFilters(3)).toBe(false);
    expect(showsPeopleFilters(2)).toBe(true);
    expect(toTaskFilterInput(filter, 3)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30', searchString: 'áo' });
  });
});
