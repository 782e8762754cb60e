import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { log } from './log';

/** One JSON line per executed operation: request id, operation, viewer, duration, error codes. */
export function useOperationLog(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) && !('data' in result)) return; // a subscription's stream
          const context = args.contextValue;
          const errors = result.errors?.map((error) => error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
          log.info({
            reqId: context.requestId,
            operation: getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous',
            viewer: context.viewer ? (context.viewer.kind === 'staff' ? `staff:${context.viewer.user.id}` : `cloud:${context.viewer.cloudUser.id}`) : null,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...(errors?.length ? { errors } : {}),
          }, 'graphql');
        },
      };
    },
  };
}
