import { PROOFING_MESSAGES } from '../../../../domain/validation/proofing';
import type { Executor } from '../../db/client';
import { countOpenItems } from './marks-data';

/**
 * A revision job is not 'Hoàn thành' (nor delivered) while one of the customer's request items is
 * open (docs/decisions/proofing-marks.md, "The gate"): the refusal's message, or null. A job known
 * to have no parent (`parentTaskId: null`) is not asked about.
 */
export async function openItemsRefusal(db: Executor, task: { id: number; parentTaskId?: number | null }): Promise<string | null> {
  if (task.parentTaskId === null) return null;
  const open = await countOpenItems(db, task.id);
  return open > 0 ? PROOFING_MESSAGES.openItems(open) : null;
}
