// The task texts' lengths, without zod: the task forms' counters read them on the first load,
// the rules themselves (./task.ts) arrive with the schemas (docs/decisions/page-weight.md).
/** The longest job note or link list ('Ghi chú của editor', 'Ghi chú của QA', …) and description. */
export const TASK_TEXT_MAX = 2000;
export const TASK_DESCRIPTION_MAX = 5000;
