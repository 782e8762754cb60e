import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from '../errors';

// Every string an operation passes in (argument or input field, at any depth, inline or as a
// variable) has a maximum length: the SDL's `@maxLength(n: …)` on that argument or field, else
// DEFAULT_STRING_MAX. One rule for every module, so operations added later are covered without
// code of their own; a field that legitimately carries more (an image as a data URL) says so
// in the SDL.

export const DEFAULT_STRING_MAX = 10_000;

const tooLong = (field: string, max: number) => badInput(`Giá trị của "${field}" quá dài (tối đa ${max.toLocaleString('vi-VN')} ký tự).`, field);

const limitCache = new WeakMap<GraphQLArgument | GraphQLInputField, number>();

function maxLengthOf(def: GraphQLArgument | GraphQLInputField): number {
  let max = limitCache.get(def);
  if (max === undefined) {
    const directive = def.astNode?.directives?.find((d) => d.name.value === 'maxLength');
    const arg = directive?.arguments?.find((a) => a.name.value === 'n')?.value;
    max = arg?.kind === Kind.INT ? Number(arg.value) : DEFAULT_STRING_MAX;
    limitCache.set(def, max);
  }
  return max;
}

/** Checks a runtime value (a variable's) against `type`; throws BAD_USER_INPUT when too long. */
function checkValue(value: unknown, type: GraphQLInputType, max: number, field: string): void {
  if (value === null || value === undefined) return;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (Array.isArray(value)) for (const item of value) checkValue(item, inner.ofType, max, field);
    else checkValue(value, inner.ofType, max, field);
    return;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return;
    const fields = inner.getFields();
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const def = fields[name];
      if (def) checkValue(fieldValue, def.type, maxLengthOf(def), name);
    }
    return;
  }
  // Any scalar given as a string (String, ID, DateTime, custom ones) is held to the limit.
  if (typeof value === 'string' && value.length > max) throw tooLong(field, max);
}

/** The same check on a literal in the document, reading variables where they appear. */
function checkNode(node: ValueNode, type: GraphQLInputType, max: number, field: string, variables: Record<string, unknown>): void {
  switch (node.kind) {
    case Kind.VARIABLE:
      return checkValue(variables[node.name.value], type, max, field);
    case Kind.STRING:
      if (node.value.length > max) throw tooLong(field, max);
      return;
    case Kind.LIST: {
      const inner = getNullableType(type);
      for (const item of node.values) checkNode(item, isListType(inner) ? inner.ofType : type, max, field, variables);
      return;
    }
    case Kind.OBJECT: {
      const named = getNamedType(type);
      if (!isInputObjectType(named)) return;
      const fields = named.getFields();
      for (const objectField of node.fields) {
        const def = fields[objectField.name.value];
        if (def) checkNode(objectField.value, def.type, maxLengthOf(def), def.name, variables);
      }
      return;
    }
    default:
      return;
  }
}

/** Throws BAD_USER_INPUT on the first string over its limit anywhere in the operation's arguments. */
export function checkStringLengths(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}): void {
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const def = typeInfo.getArgument();
        if (def) checkNode(node.value, def.type, maxLengthOf(def), def.name, variables);
        return false;
      },
    }),
  );
}

/** Runs checkStringLengths before every execution and subscription (HTTP and websocket). */
export function useStringLengthLimits(): Plugin {
  const guard = ({ args, setResultAndStopExecution }: { args: { schema: GraphQLSchema; document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution: (result: { errors: readonly Error[] }) => void }) => {
    try {
      checkStringLengths(args.schema, args.document, (args.variableValues ?? {}) as Record<string, unknown>);
    } catch (error) {
      setResultAndStopExecution({ errors: [error as Error] });
    }
  };
  return { onExecute: guard, onSubscribe: guard } as Plugin;
}
