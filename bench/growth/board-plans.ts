// The board's statements as the provider sends them, explained: bench/growth/run.ts prints them
// with 0 and with 200,000 finished jobs (docs/decisions/board-window.md). listTasks runs against
// the bench database through a drizzle instance whose logger keeps each statement and its
// parameters; each is then run again under EXPLAIN (ANALYZE, BUFFERS).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ROLE } from '../../domain/roles';
import type { Database } from '../../provider/src/db/client';
import * as schema from '../../provider/src/db/schema';
import { listTasks } from '../../provider/src/modules/tasks/data';

export type PlanLine = { statement: string; plan: string; rows: number; buffers: number; ms: number };

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Scan Direction'?: string; 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number; Plans?: PlanNode[] };

/** The access path: each node with its index, innermost last ('Limit > Index Scan Backward on tasks_status_position_idx'). */
function describe(node: PlanNode): string {
  const scan = node['Index Name'] ? `${node['Scan Direction'] === 'Backward' ? `${node['Node Type']} Backward` : node['Node Type']} on ${node['Index Name']}` : node['Node Type'];
  const inner = node.Plans?.map(describe).join(' + ');
  return inner ? `${scan} > ${inner}` : scan;
}

/** The admin's board (no filter): each statement listTasks sends, with its plan, rows, shared buffers touched and time. */
export async function boardPlans(databaseUrl: string, adminId: number): Promise<PlanLine[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const statements: { sql: string; params: unknown[] }[] = [];
  try {
    const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } }) as unknown as Database;
    await listTasks(db, { id: adminId, roleId: ROLE.admin }, {});
    const lines: PlanLine[] = [];
    for (const { sql, params } of statements) {
      const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(`explain (analyze, buffers, format json) ${sql}`, params);
      const [{ Plan: plan, 'Execution Time': ms }] = result.rows[0]!['QUERY PLAN'];
      const where = /where (.*?)(?: order by|$)/i.exec(sql)?.[1] ?? '';
      lines.push({ statement: where.replace(/"tasks"\./g, '').replace(/\s+/g, ' ').slice(0, 60), plan: describe(plan), rows: plan['Actual Rows'], buffers: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'], ms });
    }
    return lines;
  } finally {
    await pool.end();
  }
}
