import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Rules on the shape of an operation that graphql-armor does not cover.

const LOGIN_FIELDS = new Set(['login', 'cloudUserLogin']);

/** One password check per request: fifteen aliased `login` fields would try fifteen passwords. */
export function singleLoginRule(context: ValidationContext): ASTVisitor {
  let seen = 0;
  return {
    Field(node) {
      const onQuery = context.getParentType() === context.getSchema().getQueryType();
      if (onQuery && LOGIN_FIELDS.has(node.name.value) && ++seen === 2) {
        context.reportError(new GraphQLError('Mỗi yêu cầu chỉ được đăng nhập một lần.', { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
      }
    },
  };
}

const SUGGESTION = /\s*Did you mean[^?]*\?/g;

/** graphql's "Did you mean …?" names fields and enum values; no error of ours says it. */
export function withoutSuggestions<E extends { message: string }>(errors: readonly E[]): E[] {
  for (const error of errors) if (error.message.includes('Did you mean')) error.message = error.message.replace(SUGGESTION, '');
  return [...errors];
}

export function useOperationRules(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(singleLoginRule);
    },
    onResultProcess({ result }) {
      // Every HTTP answer, including validation and variable errors that never reach execution.
      for (const single of Array.isArray(result) ? result : [result]) {
        const errors = (single as { errors?: { message: string }[] }).errors;
        if (errors) withoutSuggestions(errors);
      }
    },
  };
}
