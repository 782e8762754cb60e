// Row types of the database, used as the parent types of resolvers (codegen mappers).
import type * as schema from './schema';

export type UserRow = typeof schema.users.$inferSelect & { roleName?: string | null };
export type CloudUserRow = typeof schema.cloudUsers.$inferSelect;
export type TaskRow = typeof schema.tasks.$inferSelect;
export type NotificationRow = typeof schema.notifications.$inferSelect;
export type ChatRoomRow = typeof schema.chatRooms.$inferSelect;
export type ChatMessageRow = typeof schema.chatMessages.$inferSelect;
export type ChatRoomMemberRow = typeof schema.chatRoomMembers.$inferSelect;
export type CloudBatchRow = typeof schema.cloudBatches.$inferSelect & { taskStatus: number | null };
export type CloudFileRow = typeof schema.cloudFiles.$inferSelect;
export type PayPeriodRow = typeof schema.payPeriods.$inferSelect;
