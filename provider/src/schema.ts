import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { adminResolvers } from './modules/admin/resolvers';
import { authResolvers } from './modules/auth/resolvers';
import { catalogResolvers } from './modules/catalog/resolvers';
import { chatResolvers } from './modules/chat/resolvers';
import { cloudFilesResolvers } from './modules/cloud-files/resolvers';
import { deliveriesResolvers } from './modules/deliveries/resolvers';
import { marksResolvers } from './modules/deliveries/marks-resolvers';
import { notificationsResolvers } from './modules/notifications/resolvers';
import { reportsJobsResolvers } from './modules/reports/jobs-resolvers';
import { moneyReportsResolvers } from './modules/reports/money-resolvers';
import { tasksResolvers } from './modules/tasks/resolvers';
import { usersResolvers } from './modules/users/resolvers';
import { cloudAccountResolvers } from './modules/cloud-account/resolvers';
import { mailResolvers } from './modules/mail/resolvers';

// The executable schema: the SDL contract (graphql/schema/, one file per area, each extending
// the root types of base.graphql) plus every module's resolvers.
const schemaDir = fileURLToPath(new URL('../../graphql/schema/', import.meta.url));
const typeDefs = readdirSync(schemaDir)
  .filter((name) => name.endsWith('.graphql'))
  .sort()
  .map((name) => readFileSync(`${schemaDir}${name}`, 'utf8'));

// An instant, so it must say its offset (Z or ±hh:mm): `new Date()` would read a time without
// one in the server's own zone, and the same request would mean another instant on another
// machine (docs/decisions/date-time-input.md).
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

function toIsoDate(text: string): string {
  const date = INSTANT.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw new GraphQLError('Ngày giờ không hợp lệ: cần dạng ISO 8601 có múi giờ, ví dụ 2026-11-28T08:00:00+07:00.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date.toISOString();
}

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date-time',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => toIsoDate(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? toIsoDate(ast.value) : null),
});

const modules = [authResolvers, usersResolvers, notificationsResolvers, tasksResolvers, catalogResolvers, chatResolvers, reportsJobsResolvers, moneyReportsResolvers, ...adminResolvers, cloudFilesResolvers, cloudAccountResolvers, deliveriesResolvers, marksResolvers, mailResolvers];

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
