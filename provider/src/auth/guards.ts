import { ROLE } from '../../../domain/roles';
import type { GraphQLContext } from '../context';
import { forbidden, unauthenticated } from '../errors';

// Authorisation happens here, before any data is touched; resolvers call one of these first.

export function requireStaff(ctx: GraphQLContext) {
  if (ctx.viewer?.kind !== 'staff') throw unauthenticated();
  return ctx.viewer.user;
}

export function requireAdmin(ctx: GraphQLContext) {
  const user = requireStaff(ctx);
  if (user.roleId !== ROLE.admin) throw forbidden('Chỉ quản trị viên được thực hiện thao tác này.');
  return user;
}

/** A staff user acting on their own data (the seed's calls pass userId explicitly). */
export function requireSelf(ctx: GraphQLContext, userId: number) {
  const user = requireStaff(ctx);
  if (user.id !== userId) throw forbidden();
  return user;
}

export function requireCloud(ctx: GraphQLContext) {
  if (ctx.viewer?.kind !== 'cloud') throw unauthenticated();
  return ctx.viewer.cloudUser;
}

/** A root field only admins may read: the role check, then `read` with the database and the field's arguments. */
export function adminRead<Args, Result>(read: (db: GraphQLContext['db'], args: Args) => Result) {
  return (_parent: unknown, args: Args, ctx: GraphQLContext) => {
    requireAdmin(ctx);
    return read(ctx.db, args);
  };
}
