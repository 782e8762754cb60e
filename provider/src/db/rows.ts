// Row types of the database, used as the parent types of resolvers (codegen mappers).
import type * as schema from './schema';

// search_text is only for the administration lists' search: rows elsewhere leave it out.
export type UserRow = Omit<typeof schema.users.$inferSelect, 'searchText'> & { roleName?: string | null };
export type CloudUserRow = Omit<typeof schema.cloudUsers.$inferSelect, 'searchText'>;
export type TaskRow = typeof schema.tasks.$inferSelect;
export type NotificationRow = typeof schema.notifications.$inferSelect;
export type ChatRoomRow = typeof schema.chatRooms.$inferSelect;
/** A message as the API shows it (the sender's clientMessageId stays in the database). */
export type ChatMessageRow = Omit<typeof schema.chatMessages.$inferSelect, 'clientMessageId'>;
export type ChatRoomMemberRow = typeof schema.chatRoomMembers.$inferSelect;
export type PayPeriodRow = typeof schema.payPeriods.$inferSelect;
export type CloudBatchRow = typeof schema.cloudBatches.$inferSelect & { taskStatus: number | null; taskEditorId: number | null; revising: boolean };
export type CloudFileRow = typeof schema.cloudFiles.$inferSelect;
export type TaskResultRow = typeof schema.taskResults.$inferSelect;
export type DeliveryRow = typeof schema.deliveries.$inferSelect;
/** A result as the job page and the customer's gallery read it (modules/deliveries/data.ts). */
export type TaskResultView = TaskResultRow & { originalName: string | null; originalThumbnailAt: Date | null; uploaderName: string | null; reviewDecision: string | null; reviewNote: string | null };
export type DeliveryView = DeliveryRow & { batchId: number; batchName: string; resultCount: number; rootTaskId: number | null };
export type DeliveryRoundView = Pick<DeliveryRow, 'id' | 'taskId' | 'round' | 'deliveredAt' | 'submittedAt'> & {
  taskName: string;
  deliveredByName: string | null;
  resultCount: number;
  approvedCount: number;
  changesCount: number;
};
/** A customer's mark on a delivered photo, with who last answered it (modules/deliveries/marks-data.ts). */
export type ReviewMarkView = typeof schema.reviewMarks.$inferSelect & { answeredByName: string | null };
