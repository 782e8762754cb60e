import { getOperationAST, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext, Viewer } from '../context';
import { forbidden } from '../errors';

// A staff account whose password is temporary (an admin created or reset it, or
// `npm run create-admin` made it) may do nothing but replace it: read who it is, change the
// password, sign out (docs/decisions/first-admin.md). Every other GraphQL operation, download
// and upload is refused here, in the provider, whatever the app shows.

/** The root fields the change-password screen needs. */
const ALLOWED_ROOT_FIELDS = new Set(['me', 'change_my_password', 'logout', '__typename']);

export const PASSWORD_CHANGE_REQUIRED = 'Bạn cần đổi mật khẩu tạm thời trước khi tiếp tục.';

/** Whether the viewer still holds a temporary password. */
export function mustChangePassword(viewer: Viewer | null): boolean {
  return viewer?.kind === 'staff' && viewer.user.mustChangePassword === true;
}

/** The viewer, unless their password is temporary: what the file routes (downloads, uploads) accept. */
export function viewerPastPasswordChange(viewer: Viewer | null): Viewer | null {
  return mustChangePassword(viewer) ? null : viewer;
}

/** The names of the operation's root fields, through fragments. */
function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const names: string[] = [];
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.push(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return names;
}

function refusal(args: { contextValue: unknown; document: DocumentNode; operationName?: string | null }) {
  const { viewer } = args.contextValue as GraphQLContext;
  if (!mustChangePassword(viewer)) return null;
  if (rootFields(args.document, args.operationName).every((name) => ALLOWED_ROOT_FIELDS.has(name))) return null;
  return { errors: [forbidden(PASSWORD_CHANGE_REQUIRED)] };
}

export function usePasswordChangeGate(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
