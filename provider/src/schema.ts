import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { authResolvers } from './modules/auth/resolvers';
import { notificationsResolvers } from './modules/notifications/resolvers';
import { tasksResolvers } from './modules/tasks/resolvers';
import { usersResolvers } from './modules/users/resolvers';

// The executable schema: the SDL contract plus every module's resolvers.
const typeDefs = readFileSync(fileURLToPath(new URL('../../graphql/schema.graphql', import.meta.url)), 'utf8');

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => new Date(String(value)).toISOString(),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value).toISOString() : null),
});

const modules = [authResolvers, usersResolvers, notificationsResolvers, tasksResolvers];

function merge(parts: Record<string, Record<string, unknown>>[]) {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: { DateTime, ...merge(modules as Record<string, Record<string, unknown>>[]) },
  });
}
