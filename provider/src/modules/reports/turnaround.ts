import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { personName, rowsOf } from './scope';

// Turnaround and revision rate (docs/decisions/reports-jobs.md, "Turnaround and revision rate"),
// per editor (/job-theo-editor) and per customer (/bao-cao-doanh-thu), in one query per report:
// - a delivered job is an ordinary job (no parent) whose first delivery ('Giao cho khách') falls in
//   the period; its chain is the job and its revision jobs (tasks.parent_task_id, any depth);
// - first delivery: the chain's earliest delivered_at − the upload (its batch's created_at);
// - approval: the submitted review ('Gửi phản hồi') of the chain's latest delivery when none of
//   that round's results asks for a change − the upload; a chain still in revision has none;
// - medians over the jobs that have both ends (a job made without a customer's batch has no upload);
// - revision rate: the delivered jobs with at least one revision job / the delivered jobs;
// - from the customer's own answers ('Gửi phản hồi'; a round not yet answered does not count):
//   first-pass approval = photos approved in the first round / photos of answered first rounds;
//   requests per photo = photos the customer asked to redo in any answered round of the chain /
//   photos of answered first rounds; rounds per job = the chain's deliveries / delivered jobs.

export type TurnaroundFigures = {
  delivered: number;
  revised: number;
  revisionRate: number | null;
  medianFirstDeliveryHours: number | null;
  medianApprovalHours: number | null;
  photosAnswered: number;
  photosApprovedFirstRound: number;
  firstPassApprovalRate: number | null;
  requestsPerPhoto: number | null;
  roundsPerJob: number | null;
};

export const NO_TURNAROUND: TurnaroundFigures = {
  delivered: 0,
  revised: 0,
  revisionRate: null,
  medianFirstDeliveryHours: null,
  medianApprovalHours: null,
  photosAnswered: 0,
  photosApprovedFirstRound: 0,
  firstPassApprovalRate: null,
  requestsPerPhoto: null,
  roundsPerJob: null,
};

type Row = {
  key: number | null;
  name: string | null;
  total: boolean;
  delivered: number;
  revised: number;
  firstHours: number | null;
  approvalHours: number | null;
  photos: number;
  approvedFirst: number;
  requests: number;
  rounds: number;
};

export type TurnaroundResult = { figures: Map<number | null | 'total', TurnaroundFigures>; names: Map<number | null, string | null> };

/**
 * Per `key` ('editor': the original job's editor, null for none; 'customer': its customer, null for
 * none) and in total (`'total'`), over the original jobs `t` that `where` selects whose first
 * delivery is in [from, to). `names` gives each key's name (a person's or a customer's) so a report
 * can add a row for a key it has no other figures for.
 */
export async function turnaroundBy(db: Executor, by: 'editor' | 'customer', from: Date, to: Date, where: SQL): Promise<TurnaroundResult> {
  const key = by === 'editor' ? sql.raw('r.editor_id') : sql.raw('r.customer_id');
  const nameJoin = by === 'customer' ? sql`left join customers n on n.id = r.customer_id` : sql`left join users u on u.id = r.editor_id`;
  const name = by === 'customer' ? sql`max(n.name)` : sql`max(${personName('u')})`;
  const rows = await rowsOf<Row>(
    db.execute(sql`
      with recursive firsts as (
        select d.task_id, min(d.delivered_at) as first_at from deliveries d
        group by d.task_id having min(d.delivered_at) >= ${from.toISOString()}::timestamptz and min(d.delivered_at) < ${to.toISOString()}::timestamptz
      ),
      roots as (
        select t.id, t.editor_id, t.customer_id, f.first_at,
          (select min(b.created_at) from cloud_batches b where b.task_id = t.id) as uploaded_at
        from tasks t join firsts f on f.task_id = t.id
        where t.parent_task_id is null and ${where}
      ),
      chain as (
        select r.id as root_id, r.id as task_id from roots r
        union all
        select c.root_id, x.id from chain c join tasks x on x.parent_task_id = c.task_id
      ),
      revised as (select c.root_id, count(*) > 1 as revised from chain c group by c.root_id),
      latest as (
        select distinct on (c.root_id) c.root_id, d.task_id, d.round, d.submitted_at
        from chain c join deliveries d on d.task_id = c.task_id
        order by c.root_id, d.delivered_at desc, d.id desc
      ),
      approved as (
        select l.root_id, l.submitted_at from latest l
        where l.submitted_at is not null and not exists (
          select 1 from task_results tr join result_reviews v on v.result_id = tr.id
          where tr.task_id = l.task_id and tr.round = l.round and v.decision = 'changes')
      ),
      first_round as (
        select r.id as root_id, count(*)::int as photos, count(*) filter (where v.decision = 'approved')::int as approved
        from roots r join deliveries d on d.task_id = r.id and d.submitted_at is not null
        join task_results tr on tr.task_id = d.task_id and tr.round = d.round and tr.completed_at is not null
        left join result_reviews v on v.result_id = tr.id
        group by r.id
      ),
      answers as (
        select c.root_id, count(distinct d.id)::int as rounds,
          count(v.result_id) filter (where d.submitted_at is not null and v.decision = 'changes')::int as requests
        from chain c join deliveries d on d.task_id = c.task_id
        left join task_results tr on tr.task_id = d.task_id and tr.round = d.round
        left join result_reviews v on v.result_id = tr.id
        group by c.root_id
      )
      select ${key} as key, ${name} as name, grouping(${key}) <> 0 as total,
        count(*)::int as delivered,
        count(*) filter (where v.revised)::int as revised,
        round((percentile_cont(0.5) within group (order by date_part('epoch', r.first_at - r.uploaded_at) / 3600)
          filter (where r.uploaded_at is not null))::numeric, 1)::float8 as "firstHours",
        round((percentile_cont(0.5) within group (order by date_part('epoch', a.submitted_at - r.uploaded_at) / 3600)
          filter (where r.uploaded_at is not null and a.submitted_at is not null))::numeric, 1)::float8 as "approvalHours",
        coalesce(sum(fr.photos), 0)::int as photos, coalesce(sum(fr.approved), 0)::int as "approvedFirst",
        coalesce(sum(an.requests), 0)::int as requests, coalesce(sum(an.rounds), 0)::int as rounds
      from roots r join revised v on v.root_id = r.id left join approved a on a.root_id = r.id
        left join first_round fr on fr.root_id = r.id left join answers an on an.root_id = r.id ${nameJoin}
      group by rollup (${key})`),
  );
  const figures: TurnaroundResult['figures'] = new Map();
  const names: TurnaroundResult['names'] = new Map();
  for (const row of rows) {
    const entry: TurnaroundFigures = {
      delivered: row.delivered,
      revised: row.revised,
      revisionRate: row.delivered > 0 ? row.revised / row.delivered : null,
      medianFirstDeliveryHours: row.firstHours,
      medianApprovalHours: row.approvalHours,
      photosAnswered: row.photos,
      photosApprovedFirstRound: row.approvedFirst,
      firstPassApprovalRate: row.photos > 0 ? row.approvedFirst / row.photos : null,
      requestsPerPhoto: row.photos > 0 ? row.requests / row.photos : null,
      roundsPerJob: row.delivered > 0 ? row.rounds / row.delivered : null,
    };
    if (row.total) figures.set('total', entry);
    else {
      figures.set(row.key, entry);
      names.set(row.key, row.name);
    }
  }
  return { figures, names };
}
