// The job filter bar (docs/decisions/board-filters.md) as URL search params, so a filtered board can be
// bookmarked and survives a reload: ?tu=01-11-2026&den=30-11-2026&editor=3&qa=2&q=ao.
// Pure: the board, the report screens and the unit tests share it.
import { DUE_FILTERS, type DueFilter } from '@/domain/due-time';
import { ROLE } from '@/domain/roles';

export type TaskFilterState = {
  /** 'dd-MM-yyyy' as typed ('' = no bound). */
  from: string;
  to: string;
  editorId: number | null;
  qaId: number | null;
  /** Free text over task name, product name and product code. */
  q: string;
  /** The board's due choice (docs/decisions/due-times.md): late jobs or jobs due today; null = all. Reports ignore it. */
  due: DueFilter | null;
};

export const EMPTY_TASK_FILTER: TaskFilterState = { from: '', to: '', editorId: null, qaId: null, q: '', due: null };

export const FILTER_PARAMS = { from: 'tu', to: 'den', editorId: 'editor', qaId: 'qa', q: 'q', due: 'han' } as const;

/** The due choice's words in the URL: ?han=tre (late), ?han=hom-nay (due today). */
export const DUE_SLUGS: Record<DueFilter, string> = { Late: 'tre', Today: 'hom-nay' };
const dueOfSlug = (slug: string | null): DueFilter | null => DUE_FILTERS.find((due) => DUE_SLUGS[due] === slug) ?? null;

export const FILTER_MESSAGES = {
  invalidDate: 'Ngày không hợp lệ (dd-MM-yyyy)',
  endBeforeStart: 'Nhỏ hơn ngày bắt đầu',
} as const;

export const SEARCH_MAX = 200;

const VN_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(year: number, month: number, day: number): { year: number; month: number; day: number } | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Refuses 31-02-2026 and the like, which Date.UTC would roll over.
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'dd-MM-yyyy' → a sortable 'yyyy-MM-dd', or null when it names no day. */
export function vnDateToIso(text: string): string | null {
  const match = VN_DATE.exec(text.trim());
  if (!match) return null;
  const day = calendarDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return day && `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** 'yyyy-MM-dd' (a native date input's value) → 'dd-MM-yyyy', or '' when it names no day. */
export function isoDateToVn(text: string): string {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return '';
  const day = calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  return day ? `${pad(day.day)}-${pad(day.month)}-${pad(day.year, 4)}` : '';
}

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

type ParamsLike = { get(name: string): string | null };

/** The filter a URL names; unknown or malformed ids are ignored, dates are kept as typed. */
export function parseTaskFilter(params: ParamsLike): TaskFilterState {
  return {
    from: (params.get(FILTER_PARAMS.from) ?? '').trim().slice(0, 10),
    to: (params.get(FILTER_PARAMS.to) ?? '').trim().slice(0, 10),
    editorId: positiveId(params.get(FILTER_PARAMS.editorId)),
    qaId: positiveId(params.get(FILTER_PARAMS.qaId)),
    q: (params.get(FILTER_PARAMS.q) ?? '').slice(0, SEARCH_MAX),
    due: dueOfSlug(params.get(FILTER_PARAMS.due)),
  };
}

/** Query string (without '?') of a filter; empty fields are left out, in a fixed order. */
export function serializeTaskFilter(filter: TaskFilterState): string {
  const params = new URLSearchParams();
  if (filter.from.trim()) params.set(FILTER_PARAMS.from, filter.from.trim());
  if (filter.to.trim()) params.set(FILTER_PARAMS.to, filter.to.trim());
  if (filter.editorId !== null) params.set(FILTER_PARAMS.editorId, String(filter.editorId));
  if (filter.qaId !== null) params.set(FILTER_PARAMS.qaId, String(filter.qaId));
  if (filter.q.trim()) params.set(FILTER_PARAMS.q, filter.q.trim());
  if (filter.due) params.set(FILTER_PARAMS.due, DUE_SLUGS[filter.due]);
  return params.toString();
}

export type TaskFilterProblems = { from?: string; to?: string };

/** What is wrong with the dates: one that names no day, or an end before the start. */
export function taskFilterProblems(filter: Pick<TaskFilterState, 'from' | 'to'>): TaskFilterProblems {
  const problems: TaskFilterProblems = {};
  const from = filter.from.trim() ? vnDateToIso(filter.from) : '';
  const to = filter.to.trim() ? vnDateToIso(filter.to) : '';
  if (from === null) problems.from = FILTER_MESSAGES.invalidDate;
  if (to === null) problems.to = FILTER_MESSAGES.invalidDate;
  else if (from && to && to < from) problems.to = FILTER_MESSAGES.endBeforeStart;
  return problems;
}

export function hasFilterProblems(problems: TaskFilterProblems): boolean {
  return Boolean(problems.from || problems.to);
}

/** Whether the signed-in user picks editors and QA in the bar (editors only ever see their own jobs). */
export function showsPeopleFilters(roleId: number | null | undefined): boolean {
  return roleId !== ROLE.editor;
}

export type TaskFilterInput = { startDate?: string; endDate?: string; editorId?: number; qaId?: number; searchString?: string; due?: DueFilter };

/** The provider's TaskFilter for this filter, or null while the dates are wrong (nothing is queried). */
export function toTaskFilterInput(
  filter: TaskFilterState,
  roleId: number | null | undefined,
): TaskFilterInput | null {
  if (hasFilterProblems(taskFilterProblems(filter))) return null;
  const input: TaskFilterInput = {};
  const from = vnDateToIso(filter.from);
  const to = vnDateToIso(filter.to);
  if (from) input.startDate = from;
  if (to) input.endDate = to;
  if (showsPeopleFilters(roleId)) {
    if (filter.editorId !== null) input.editorId = filter.editorId;
    if (filter.qaId !== null) input.qaId = filter.qaId;
  }
  const search = filter.q.trim();
  if (search) input.searchString = search;
  if (filter.due) input.due = filter.due;
  return input;
}

/** What a date box shows while typing: digits only, dashes added ('01112026' → '01-11-2026'). */
export function maskVnDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}
