// What the generated operation constants are (graphql/codegen/operation-constants-plugin.cjs):
// an operation's name, its id (the sha256 of its trusted text) and its kind, typed with its
// result and variables. No query text and no AST: callers send the name or id, and server-side
// callers look the text up in graphql/generated/provider-documents.generated.ts.

export type OperationKind = 'query' | 'mutation' | 'subscription';

export type TypedOperation<TResult = unknown, TVariables = Record<string, unknown>> = {
  readonly name: string;
  readonly id: `sha256:${string}`;
  readonly kind: OperationKind;
  /** Carries the types only; never set. */
  readonly __types?: { result: TResult; variables: TVariables };
};
