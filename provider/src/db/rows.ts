// Row types of the database, used as the parent types of resolvers (codegen mappers).
import type * as schema from './schema';

// search_text is only for the administration lists' search: rows elsewhere leave it out.
export type UserRow = Omit<typeof schema.users.$inferSelect, 'searchText'> & { roleName?: string | null };
export type CloudUserRow = Omit<typeof schema.cloudUsers.$inferSelect, 'searchText'>;
export type TaskRow = typeof schema.tasks.$inferSelect;
export type NotificationRow = typeof schema.notifications.$inferSelect;
export type ChatRoomRow = typeof schema.chatRooms.$inferSelect;
export type ChatMessageRow = typeof schema.chatMessages.$inferSelect;
export type ChatRoomMemberRow = typeof schema.chatRoomMembers.$inferSelect;
export type PayPeriodRow = typeof schema.payPeriods.$inferSelect;
