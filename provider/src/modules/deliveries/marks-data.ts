import { and, asc, eq, getTableColumns, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReviewMarkInput } from '../../../../domain/validation/proofing';
import type { Executor } from '../../db/client';
import type { ReviewMarkView } from '../../db/rows';
import { resultReviews, reviewMarks, taskResults, tasks, users } from '../../db/schema';

// The customer's marks on delivered photos and, once submitted, the revision job's request items
// (docs/decisions/proofing-marks.md). Callers have checked who may see or change what.

const markColumns = {
  ...getTableColumns(reviewMarks),
  answeredByName: sql<string | null>`trim(${users.lastName} || ' ' || ${users.firstName})`,
};

/** A file name without its extension, lower-cased, in SQL (as data.ts pairingKey). */
const nameKey = (column: AnyPgColumn): SQL => sql`lower(case when strpos(${column}, '.') > 1 then regexp_replace(${column}, '\\.[^.]*$', '') else ${column} end)`;

function group(rows: (ReviewMarkView & { forId: number })[]): Map<number, ReviewMarkView[]> {
  const byResult = new Map<number, ReviewMarkView[]>();
  const seen = new Set<string>();
  for (const { forId, ...mark } of rows) {
    // A photo paired with two results of the earlier round (same original, another name) lists a mark once.
    const key = `${forId}:${mark.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byResult.get(forId) ?? [];
    list.push(mark);
    byResult.set(forId, list);
  }
  return byResult;
}

/** The marks of each result, numbered in order (TaskResult.review_marks). */
export async function marksOfResults(db: Executor, resultIds: readonly number[]): Promise<Map<number, ReviewMarkView[]>> {
  if (resultIds.length === 0) return new Map();
  const rows = await db
    .select({ forId: reviewMarks.resultId, ...markColumns })
    .from(reviewMarks)
    .leftJoin(users, eq(users.id, reviewMarks.answeredBy))
    .where(inArray(reviewMarks.resultId, [...resultIds]))
    .orderBy(asc(reviewMarks.resultId), asc(reviewMarks.number));
  return group(rows);
}

/**
 * The requests each result answers (TaskResult.earlier_marks): the marks on the result of the
 * parent job's round before, paired with it by original (original_file_id) or by name without
 * extension — the customer's change requests its revision job carried. [] in round 1.
 */
export async function earlierMarksOfResults(db: Executor, resultIds: readonly number[]): Promise<Map<number, ReviewMarkView[]>> {
  if (resultIds.length === 0) return new Map();
  const current = alias(taskResults, 'current');
  const rows = await db
    .select({ forId: current.id, ...markColumns })
    .from(current)
    .innerJoin(tasks, eq(tasks.id, current.taskId))
    .innerJoin(
      taskResults,
      and(
        eq(taskResults.taskId, tasks.parentTaskId),
        sql`${taskResults.round} = ${current.round} - 1`,
        isNotNull(taskResults.completedAt),
        or(eq(taskResults.originalFileId, current.originalFileId), sql`${nameKey(taskResults.name)} = ${nameKey(current.name)}`),
      ),
    )
    .innerJoin(resultReviews, and(eq(resultReviews.resultId, taskResults.id), eq(resultReviews.decision, 'changes')))
    .innerJoin(reviewMarks, eq(reviewMarks.resultId, taskResults.id))
    .leftJoin(users, eq(users.id, reviewMarks.answeredBy))
    .where(inArray(current.id, [...resultIds]))
    .orderBy(asc(current.id), asc(taskResults.id), asc(reviewMarks.number));
  return group(rows);
}

/** Replaces a photo's marks as a set: numbers 1, 2 … in the given order ([] removes them all). */
export async function replaceMarks(db: Executor, resultId: number, marks: ReviewMarkInput[]) {
  await db.delete(reviewMarks).where(eq(reviewMarks.resultId, resultId));
  if (marks.length === 0) return;
  await db.insert(reviewMarks).values(
    marks.map((mark, i) => ({
      resultId,
      number: i + 1,
      kind: mark.kind,
      x: mark.kind === 'note' ? null : mark.x,
      y: mark.kind === 'note' ? null : mark.y,
      w: mark.kind === 'rect' ? mark.w : null,
      h: mark.kind === 'rect' ? mark.h : null,
      note: mark.note,
    })),
  );
}

/**
 * On 'Gửi phản hồi': a photo to redo with no mark gets one 'note' mark carrying its general note,
 * so every request is at least one item (docs/decisions/proofing-marks.md).
 */
export async function addNoteMarks(db: Executor, resultIds: number[]) {
  if (resultIds.length === 0) return;
  await db.execute(sql`
    insert into ${reviewMarks} (result_id, number, kind, note)
    select ${resultReviews.resultId}, 1, 'note', ${resultReviews.note}
    from ${resultReviews}
    where ${inArray(resultReviews.resultId, resultIds)} and ${resultReviews.decision} = 'changes' and length(${resultReviews.note}) > 0
      and not exists (select 1 from ${reviewMarks} where ${reviewMarks.resultId} = ${resultReviews.resultId})`);
}

/** One request item with its photo's name and the revision job that carries it (null: no such mark, or not an item of any job). */
export async function findItem(db: Executor, markId: number) {
  const [row] = await db
    .select({
      id: reviewMarks.id,
      number: reviewMarks.number,
      state: reviewMarks.state,
      resultId: taskResults.id,
      resultName: taskResults.name,
      task: { id: tasks.id, editorId: tasks.editorId, qaId: tasks.qaId, status: tasks.status },
    })
    .from(reviewMarks)
    .innerJoin(taskResults, eq(taskResults.id, reviewMarks.resultId))
    .innerJoin(resultReviews, and(eq(resultReviews.resultId, taskResults.id), eq(resultReviews.decision, 'changes')))
    .innerJoin(tasks, and(eq(tasks.parentTaskId, taskResults.taskId), sql`${tasks.revisionRound} = ${taskResults.round} + 1`))
    .where(eq(reviewMarks.id, markId))
    .orderBy(asc(tasks.id))
    .limit(1);
  return row ?? null;
}

export async function updateItem(db: Executor, id: number, set: Partial<Pick<typeof reviewMarks.$inferInsert, 'state' | 'reply' | 'qaNote' | 'answeredBy' | 'answeredAt'>>): Promise<ReviewMarkView> {
  await db.update(reviewMarks).set(set).where(eq(reviewMarks.id, id));
  const [row] = await db.select(markColumns).from(reviewMarks).leftJoin(users, eq(users.id, reviewMarks.answeredBy)).where(eq(reviewMarks.id, id));
  return row!;
}
