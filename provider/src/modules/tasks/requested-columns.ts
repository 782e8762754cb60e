import { getTableColumns } from 'drizzle-orm';
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { tasks } from '../../db/schema';

// The board asks 2,000 cards for a dozen fields; reading every column of every row (descriptions,
// file links, comments) made PGlite decode several times the data (docs/decisions/page-weight.md).
// A list query therefore reads only the columns its selection needs, and all of them whenever the
// selection holds a field this map does not know (so a new field is never silently empty).

const TASK_COLUMNS = getTableColumns(tasks);
type TaskColumn = keyof typeof TASK_COLUMNS;

/** Task fields resolved from other columns than their own name. */
const FIELD_COLUMNS: Partial<Record<string, TaskColumn[]>> = {
  editor: ['editorId'],
  qa: ['qaId'],
  customer: ['customerId'],
  // Read from the job's batch (cloud_batches.task_id), by the task's id.
  previewFileId: [],
  __typename: [],
};

function collectFields(selection: SelectionSetNode | undefined, info: GraphQLResolveInfo, into: Set<string>) {
  for (const node of selection?.selections ?? []) {
    if (node.kind === Kind.FIELD) into.add(node.name.value);
    else if (node.kind === Kind.INLINE_FRAGMENT) collectFields(node.selectionSet, info, into);
    else collectFields(info.fragments[node.name.value]?.selectionSet, info, into);
  }
}

/** The fields named `name` in a selection, through fragments. */
function fieldNodesNamed(selection: SelectionSetNode | undefined, info: GraphQLResolveInfo, name: string, into: FieldNode[]) {
  for (const node of selection?.selections ?? []) {
    if (node.kind === Kind.FIELD) {
      if (node.name.value === name) into.push(node);
    } else if (node.kind === Kind.INLINE_FRAGMENT) fieldNodesNamed(node.selectionSet, info, name, into);
    else fieldNodesNamed(info.fragments[node.name.value]?.selectionSet, info, name, into);
  }
}

/**
 * The Task fields this resolver's selection asks for (fragments included; directives ignored, so a
 * superset); with `within`, those of its sub-field of that name (task_board's `cards`).
 */
export function requestedTaskFields(info: GraphQLResolveInfo, within?: string): Set<string> {
  let nodes: readonly FieldNode[] = info.fieldNodes;
  if (within) {
    const inner: FieldNode[] = [];
    for (const node of info.fieldNodes) fieldNodesNamed(node.selectionSet, info, within, inner);
    nodes = inner;
  }
  const fields = new Set<string>();
  for (const node of nodes) collectFields(node.selectionSet, info, fields);
  return fields;
}

/** The columns those fields need (always the id), or null for all of them. */
export function columnsForTaskFields(fields: Set<string>): Partial<typeof TASK_COLUMNS> | null {
  const picked: Partial<typeof TASK_COLUMNS> = { id: TASK_COLUMNS.id };
  for (const field of fields) {
    const columns = FIELD_COLUMNS[field] ?? (Object.hasOwn(TASK_COLUMNS, field) ? [field as TaskColumn] : null);
    if (!columns) return null;
    for (const column of columns) Object.assign(picked, { [column]: TASK_COLUMNS[column] });
  }
  return picked;
}
