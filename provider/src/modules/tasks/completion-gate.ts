import type { Executor } from '../../db/client';
import type { TaskRow } from '../../db/rows';
import { forbidden } from '../../errors';

// What must be true before a job may become 'Hoàn thành', asked by a module above this one: the
// revision job's open request items live in the deliveries module, which tasks may not import
// (docs/decisions/module-boundaries.md). provider/src/schema.ts sets the gate when it builds the
// schema; docs/decisions/proofing-marks.md, "The gate".

/** A refusal's message, or null when the job may be completed. */
export type CompletionGate = (db: Executor, task: TaskRow) => Promise<string | null>;

const gates = new Map<string, CompletionGate>();

/** Sets (or replaces) the gate named `name`. */
export function setCompletionGate(name: string, gate: CompletionGate) {
  gates.set(name, gate);
}

/** FORBIDDEN with the first gate's message that refuses; called under the job's row lock. */
export async function checkCompletionGates(db: Executor, task: TaskRow) {
  for (const gate of gates.values()) {
    const refusal = await gate(db, task);
    if (refusal) throw forbidden(refusal);
  }
}
