'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/tasks/date-field';
import { AuditActorsDocument, AuditLogDocument } from '@/graphql/generated/operations.generated';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/domain/audit';
import { auditChanges } from '@/domain/audit-values';
import { FILTER_MESSAGES, vnDateToIso } from '@/lib/tasks/filter';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys } from '@/lib/client/queries/admin';
import { formatStudioDateTime, studioDayStart, studioDaysLater } from '@/domain/studio-time';
import { DataTable, PAGE_SIZE, PageHeader, FilterSelect, Toolbar } from './admin-list';

/** A day picked in the studio's calendar as the instant it starts; `plusDays` moves on. */
function dayStartInstant(day: string, plusDays = 0): string | null {
  const start = studioDayStart(day);
  return start ? studioDaysLater(start, plusDays).toISOString() : null;
}

const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** The changed fields in words (domain/audit-values.ts): label, value before → after. */
function Changes({ before, after, names }: { before: string | null; after: string | null; names: ReadonlyMap<number, string> }) {
  const changes = auditChanges(parsed(before), parsed(after), names);
  if (changes.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {changes.map((change) => (
        <div key={change.key} className="flex flex-wrap gap-1">
          <dt className="font-semibold">{change.label}:</dt>
          <dd>
            {change.before !== null && <span className="text-danger line-through">{change.before}</span>}
            {change.before !== null && change.after !== null && ' → '}
            {change.after !== null && <span className="text-success">{change.after}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const dayProblem = (day: string) => (day && !vnDateToIso(day) ? FILTER_MESSAGES.invalidDate : undefined);

/** /he-thong/nhat-ky: every administrative change, newest first, by person, kind and date. */
export function AuditLogScreen() {
  const [actorId, setActorId] = useState('');
  const [entityType, setEntityType] = useState('');
  const [action, setAction] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [page, setPage] = useState(1);
  const input = {
    actor_id: actorId ? Number(actorId) : null,
    entity_type: entityType || null,
    action: action || null,
    from: dayStartInstant(vnDateToIso(fromDay) ?? ''),
    to: dayStartInstant(vnDateToIso(toDay) ?? '', 1),
    page,
    page_size: PAGE_SIZE,
  };
  const list = useQuery({ queryKey: adminKeys.audit(input), queryFn: async () => (await gqlRequest(AuditLogDocument, { input })).audit_log, placeholderData: keepPreviousData });
  const actors = useQuery({ queryKey: adminKeys.actors, queryFn: async () => (await gqlRequest(AuditActorsDocument, {})).audit_actors });
  const names = useMemo(() => new Map((actors.data ?? []).map((actor) => [actor.id, actor.name])), [actors.data]);
  const filter = (set: (value: string) => void) => (value: string) => (set(value), setPage(1));
  const filtered = actorId || entityType || action || fromDay || toDay;

  return (
    <div className="space-y-5">
      <PageHeader title="Nhật ký hệ thống" description="Mọi thay đổi quản trị: ai, lúc nào, thay đổi gì, giá trị trước và sau." />
      <Toolbar>
        <FilterSelect label="Lọc theo người thực hiện" allLabel="Mọi người" value={actorId} options={actors.data?.map((actor) => [actor.id, actor.name]) ?? []} onChange={filter(setActorId)} />
        <FilterSelect label="Lọc theo loại bản ghi" allLabel="Mọi loại" value={entityType} options={Object.entries(AUDIT_ENTITIES)} onChange={filter(setEntityType)} />
        <FilterSelect label="Lọc theo thao tác" allLabel="Mọi thao tác" value={action} options={Object.entries(AUDIT_ACTIONS)} onChange={filter(setAction)} />
        {/* Days typed dd-MM-yyyy like every other date filter (components/tasks/date-field.tsx). */}
        {/* Side by side across a phone's width, like the board's filter; 11 rem each beside the selects. */}
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="sm:w-44">
            <DateField id="nhat-ky-tu-ngay" label="Từ ngày" value={fromDay} error={dayProblem(fromDay)} onCommit={(day) => (setFromDay(day), setPage(1))} />
          </div>
          <div className="sm:w-44">
            <DateField id="nhat-ky-den-ngay" label="Đến ngày" value={toDay} error={dayProblem(toDay)} onCommit={(day) => (setToDay(day), setPage(1))} />
          </div>
        </div>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => (setActorId(''), setEntityType(''), setAction(''), setFromDay(''), setToDay(''), setPage(1))}>
            Xóa bộ lọc
          </Button>
        )}
      </Toolbar>
      <DataTable
        label="Nhật ký thay đổi"
        query={list}
        paging={{ page, onPage: setPage }}
        headers={['Thời gian', 'Người thực hiện', 'Loại', 'Thao tác', 'Nội dung', 'Trước → sau']}
        emptyText={filtered ? 'Không có thay đổi nào phù hợp bộ lọc' : 'Chưa có thay đổi nào'}
        row={(entry) => (
          <tr key={entry.id} className="align-top">
            <td className="whitespace-nowrap px-4 py-3 text-muted">{formatStudioDateTime(entry.created_at)}</td>
            <td className="px-4 py-3">{entry.actor?.name ?? '—'}</td>
            <td className="px-4 py-3">{AUDIT_ENTITIES[entry.entity_type as keyof typeof AUDIT_ENTITIES] ?? entry.entity_type}</td>
            <td className="px-4 py-3">{AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS] ?? entry.action}</td>
            <td className="px-4 py-3 text-foreground">{entry.summary}</td>
            <td className="px-4 py-3">
              <Changes before={entry.before} after={entry.after} names={names} />
            </td>
          </tr>
        )}
      />
    </div>
  );
}
