// The whole database, for both drivers (PGlite and node-postgres). Migrations are generated
// from this file by `npm run db:generate` and committed under ./migrations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { foldedSql } from './fold';
import type { PlannedFile } from '../../../domain/validation/cloud-files';

/** Stored, folded text the administration lists search ('nguyen' finds 'Nguyễn'); see fold.ts. */
const searchText = (columns: string) => text('search_text').generatedAlwaysAs(foldedSql(sql.raw(columns)));

/**
 * A trigram GIN index (pg_trgm, migration 0024): serves `ILIKE '%…%'` and `LIKE '%…%'` searches,
 * which a b-tree cannot (docs/decisions/data-hot-paths.md).
 */
const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  roleName: text('role_name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; login compares lower-cased input. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** False until an admin approves the account; false again when deactivated. */
    active: boolean('active').notNull().default(false),
    roleId: integer('role_id').references(() => roles.id),
    avatarUrl: text('avatar_url'),
    level: integer('level').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set when the tab goes hidden; cleared by the next heartbeat. */
    isOffline: boolean('is_offline').notNull().default(true),
    /** Bumped on deactivation, role or password change: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set by an admin's password reset: the temporary password must be replaced at next login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** A refused registration (/phe-duyet-tai-khoan): when and why; its login says so. */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    searchText: searchText(`"last_name" || ' ' || "first_name" || ' ' || "email"`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), trigramIndex('users_search_trgm_idx', t.searchText)],
);

/**
 * The studio's customers ("tài khoản khách", /he-thong/quan-ly/tai-khoan-khach): who a job is for,
 * which cloud accounts belong to whom, and the rows of the revenue-by-customer report.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    note: text('note'),
    /** Customers in use are deactivated, never deleted. */
    active: boolean('active').notNull().default(true),
    searchText: searchText(`"name" || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '')`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_name_unique').on(sql`lower(${t.name})`), trigramIndex('customers_search_trgm_idx', t.searchText)],
);

export const cloudUsers = pgTable(
  'cloud_users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    avatarUrl: text('avatar_url'),
    active: boolean('active').notNull().default(true),
    tokenVersion: integer('token_version').notNull().default(0),
    /** The customer (guest account) this cloud account uploads for; set by an admin. */
    customerId: integer('customer_id').references(() => customers.id),
    /** Upload quota in bytes (default 50 GB); an admin may change it per account. */
    quotaBytes: bigint('quota_bytes', { mode: 'number' }).notNull().default(50 * 1024 ** 3),
    /** A self-registered account stays inactive until an admin approves it (/nguoi-dung-cloud). */
    awaitingApproval: boolean('awaiting_approval').notNull().default(false),
    /** The customer's e-mail address (docs/decisions/email.md); no mail but its confirmation until `email_confirmed_at`. */
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    searchText: searchText(`"account" || ' ' || coalesce("last_name", '') || ' ' || coalesce("first_name", '')`),
    createdAt: createdAt(),
  },
  // Login compares lower(account), so uniqueness is on lower(account) too: 'KhachHang' and
  // 'khachhang' are one account (migration 0024 renamed earlier case-duplicates).
  (t) => [uniqueIndex('cloud_users_account_lower_unique').on(sql`lower(${t.account})`), trigramIndex('cloud_users_search_trgm_idx', t.searchText)],
);

/** One row per login; logout revokes it so a replayed cookie is refused. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['staff', 'cloud'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    cloudUserId: integer('cloud_user_id').references(() => cloudUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('auth_sessions_owner', sql`(${t.userId} is null) <> (${t.cloudUserId} is null)`),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/** The simple catalogue lists of /he-thong/quan-ly: a unique name, deactivated when no longer used. */
function namedCatalogue(table: 'locations' | 'categories' | 'units') {
  return pgTable(
    table,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      active: boolean('active').notNull().default(true),
      searchText: searchText(`"name"`),
      createdAt: createdAt(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${table}_name_unique`).on(sql`lower(${t.name})`)],
  );
}

/** Locations ("vị trí"), categories ("danh mục") and units ("đơn vị"). */
export const locations = namedCatalogue('locations');
export const categories = namedCatalogue('categories');
export const units = namedCatalogue('units');

/** Catalogue "nhóm hàng": prices snapshotted into each task at creation. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
    unitId: integer('unit_id').references(() => units.id),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    editorRate: numeric('editor_rate', { precision: 14, scale: 2 }).notNull(),
    qaRate: numeric('qa_rate', { precision: 14, scale: 2 }).notNull(),
    /** Hours from a customer's batch to the due time of the job made from it (docs/decisions/due-times.md). */
    defaultTurnaroundHours: integer('default_turnaround_hours').notNull().default(24),
    active: boolean('active').notNull().default(true),
    searchText: searchText(`"name"`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_groups_name_unique').on(t.name),
    check('product_groups_turnaround_range', sql`${t.defaultTurnaroundHours} between 1 and 8760`),
  ],
);

/**
 * Each user's board sequence (docs/decisions/board-events.md): one more for every board event
 * they are sent, so a client that sees a gap knows it missed one.
 */
export const boardStreams = pgTable('board_streams', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull().default(0),
});

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id),
    editorId: integer('editor_id').references(() => users.id),
    qaId: integer('qa_id').references(() => users.id),
    taskName: text('task_name').notNull(),
    productName: text('product_name'),
    productCode: text('product_code'),
    productGroupId: integer('product_group_id').references(() => productGroups.id),
    /** Who the job is for (optional): the revenue-by-customer report groups by it. */
    customerId: integer('customer_id').references(() => customers.id),
    totalFile: integer('total_file').notNull().default(0),
    originalFiles: text('original_files'),
    updatedFiles: text('updated_files'),
    completedFile: text('completed_file'),
    editorComment: text('editor_comment'),
    qaComment: text('qa_comment'),
    description: text('description'),
    /** Status ids of domain/task-status.ts: Ready=1 … Completed=8. */
    status: smallint('status').notNull().default(1),
    /** Order inside the status column (fractional, so a move touches one row). */
    position: doublePrecision('position').notNull().default(0),
    /** Optimistic concurrency: every change must name the version it read. */
    version: integer('version').notNull().default(1),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull().default('0'),
    editorRate: numeric('editor_rate', { precision: 14, scale: 2 }).notNull().default('0'),
    qaRate: numeric('qa_rate', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the customer expects the job (optional; docs/decisions/due-times.md). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    // Kept by the task_history trigger (migration 0004_report_facts) for the reports, which then
    // read one row per job instead of its history: when the job entered its current status,
    // when it first reached Assignee (cycle time starts there) and how often QA rejected it.
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    firstAssignedAt: timestamp('first_assigned_at', { withTimezone: true }),
    rejectCount: integer('reject_count').notNull().default(0),
    /** The creating admin's own id for this creation (a UUID): a retry with the same id stores nothing new. */
    clientTaskId: uuid('client_task_id'),
    /** A revision job (docs/decisions/proofing.md): the job whose delivery the customer asked changes on. */
    parentTaskId: integer('parent_task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    /** 1 for an ordinary job; a revision job is its parent's round + 1 ('— sửa lần 2'). */
    revisionRound: smallint('revision_round').notNull().default(1),
    /** A revision job the studio marked 'Lỗi của studio': not paid (docs/decisions/proofing.md). */
    studioFault: boolean('studio_fault').notNull().default(false),
  },
  (t) => [
    // One job per (creator, client id): docs/decisions/idempotent-writes.md.
    uniqueIndex('tasks_client_id_idx').on(t.adminId, t.clientTaskId),
    check('tasks_status_range', sql`${t.status} between 1 and 8`),
    check('tasks_total_file_non_negative', sql`${t.totalFile} >= 0`),
    // The board: a column in order, and a finished column's latest window read backwards
    // (docs/decisions/board-window.md).
    index('tasks_status_position_idx').on(t.status, t.position, t.id),
    // An editor's board: their open cards and their finished windows, however many jobs they finished.
    index('tasks_editor_status_idx').on(t.editorId, t.status, t.position, t.id),
    index('tasks_qa_idx').on(t.qaId),
    index('tasks_created_idx').on(t.createdAt),
    // The board's and the reports' search: task name, product name or product code contains the term.
    trigramIndex('tasks_task_name_trgm_idx', t.taskName),
    trigramIndex('tasks_product_name_trgm_idx', t.productName),
    trigramIndex('tasks_product_code_trgm_idx', t.productCode),
    // Jobs of a period by status: /trang-thai-job's stuck list picks its page from this index
    // alone (id included), and report_days' trigger recomputes a day's oldest wait with it.
    index('tasks_status_created_idx').on(t.status, t.createdAt, t.statusSince, t.id),
    index('tasks_customer_idx').on(t.customerId),
    // A job's revisions (proofing), and the foreign key's 'on delete set null' when a job is
    // deleted: without it each deleted job scans the whole table for its revisions.
    index('tasks_parent_idx')
      .on(t.parentTaskId)
      .where(sql`${t.parentTaskId} is not null`),
    // The filter bar's 'Trễ hạn' and 'Hạn hôm nay': open jobs by due time.
    index('tasks_due_open_idx')
      .on(t.dueAt, t.status)
      .where(sql`${t.dueAt} is not null and ${t.status} not in (7, 8)`),
    // Jobs completed in a period (every report counts completion by completed_at); with the
    // people and the cycle start, /job-theo-editor's median cycle time reads the index only.
    index('tasks_completed_idx').on(t.completedAt, t.editorId, t.qaId, t.firstAssignedAt),
    // The exact cycles of one cycle bucket (report_cycle_bucket, migration 0021) in a period, per
    // editor and for all editors: /job-theo-editor's median reads only the middle bucket's jobs.
    index('tasks_cycle_editor_idx')
      .on(t.editorId, sql`report_cycle_bucket(${t.firstAssignedAt}, ${t.completedAt})`, t.completedAt, t.firstAssignedAt)
      .where(sql`${t.completedAt} is not null and ${t.firstAssignedAt} is not null`),
    index('tasks_cycle_idx')
      .on(sql`report_cycle_bucket(${t.firstAssignedAt}, ${t.completedAt})`, t.completedAt, t.firstAssignedAt, t.editorId)
      .where(sql`${t.completedAt} is not null and ${t.firstAssignedAt} is not null and ${t.editorId} is not null`),
  ],
);

export const taskHistory = pgTable(
  'task_history',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('task_history_task_idx').on(t.taskId, t.createdAt),
    // QA rejections in a period (/job-theo-editor) and the cumulative flow diagram (/bieu-do).
    index('task_history_created_idx').on(t.createdAt),
    // QA rejections (moves into Reject) in a period: /job-theo-editor reads only these.
    index('task_history_reject_idx')
      .on(t.createdAt, t.taskId)
      .where(sql`${t.toStatus} = 6 and ${t.fromStatus} is distinct from 6`),
  ],
);

/**
 * Report settings an admin sets (/trang-thai-job): how long a job may wait in WaitApprove or
 * InProgress before it is listed as stuck. One row (id 1); absent means the defaults.
 */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: integer('id').primaryKey().default(1),
    waitApproveDays: numeric('wait_approve_days', { precision: 5, scale: 1 }).notNull().default('2'),
    inProgressDays: numeric('in_progress_days', { precision: 5, scale: 1 }).notNull().default('3'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('report_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Per-day report summary (docs/decisions/reports-speed.md), kept by the trigger on tasks
 * (migration 0009_report_days_trigger): per studio day × the job's current status × editor × QA ×
 * product group × customer (0 = none), the jobs created that day and the jobs completed that day
 * (completed_at) with their files and money. Monthly and yearly reports read days, not jobs.
 */
export const reportDays = pgTable(
  'report_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    editorId: integer('editor_id').notNull(),
    qaId: integer('qa_id').notNull(),
    productGroupId: integer('product_group_id').notNull(),
    customerId: integer('customer_id').notNull(),
    createdJobs: integer('created_jobs').notNull().default(0),
    createdFiles: bigint('created_files', { mode: 'number' }).notNull().default(0),
    completedJobs: integer('completed_jobs').notNull().default(0),
    completedFiles: bigint('completed_files', { mode: 'number' }).notNull().default(0),
    /** Completed jobs never rejected (reject_count = 0). */
    firstPassJobs: integer('first_pass_jobs').notNull().default(0),
    revenue: numeric('revenue').notNull().default('0'),
    editorPay: numeric('editor_pay').notNull().default('0'),
    qaPay: numeric('qa_pay').notNull().default('0'),
    /** Open statuses only: the earliest status_since of the row's jobs created that day (/trang-thai-job's oldest wait). */
    oldestSince: timestamp('oldest_since', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.editorId, t.qaId, t.productGroupId, t.customerId] })],
);

/**
 * Per-day status moves of all jobs (docs/decisions/reports-speed.md), kept by a trigger on
 * task_history (migration 0012_report_flow_days_trigger): per studio day and status, the jobs that
 * entered it minus the jobs that left it. The cumulative flow of all jobs reads these sums.
 */
export const reportFlowDays = pgTable(
  'report_flow_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    delta: integer('delta').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/**
 * QA rejections per studio day and the job's current editor and QA (0 = none), for
 * /job-theo-editor (docs/decisions/reports-speed.md); kept by triggers on task_history (a move
 * into Reject) and on tasks (a change of editor or QA moves the job's rejections; a deleted job
 * takes them away) in migration 0015_report_reject_days_trigger.
 */
export const reportRejectDays = pgTable(
  'report_reject_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    editorId: integer('editor_id').notNull(),
    qaId: integer('qa_id').notNull(),
    rejections: integer('rejections').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.editorId, t.qaId] })],
);

/**
 * Completed jobs per studio day (of completed_at), editor and cycle-time bucket
 * (report_cycle_bucket: four per doubling of the hours from first assignment to completion), for
 * /job-theo-editor's exact median (docs/decisions/reports-speed.md): the counts find the bucket
 * holding the middle job, and only that bucket's jobs are read and ordered. Kept by a trigger on
 * tasks (migration 0023_report_cycle_days_trigger).
 */
export const reportCycleDays = pgTable(
  'report_cycle_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    editorId: integer('editor_id').notNull(),
    bucket: smallint('bucket').notNull(),
    jobs: integer('jobs').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.editorId, t.bucket] })],
);

/** Each staff member's own board layout: column order and hidden columns (status names). */
export const userBoardPreferences = pgTable('user_board_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  columnOrder: text('column_order').array().notNull(),
  hiddenColumns: text('hidden_columns').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** The text of several alike notifications shown as one, '{n}' standing for their count (docs/decisions/wording.md). */
    groupText: text('group_text'),
    /** What it is about (domain/notification-events.ts); null on rows written before migration 0035. */
    event: text('event'),
    /** The app path it opens when it is not a job's page (a customer's batch, the approvals page). */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The bell's unread count reads only the few unread rows, not the user's whole history.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
    // 'on delete set null' when a job is deleted finds its notifications without a scan.
    index('notifications_task_idx')
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
  ],
);

/** A person's chosen notification events (docs/decisions/notification-settings.md); no row: the role's defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: text('events').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Jobs already announced as late by the sweep: once per job (provider/src/modules/notifications/late-jobs.ts). */
export const taskLateNotices = pgTable('task_late_notices', {
  taskId: integer('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  notifiedAt: createdAt(),
});

export const chatRooms = pgTable('chat_rooms', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['Private', 'Group'] }).notNull(),
  name: text('name'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Highest message id this member has read: unread and read counts derive from it. */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (user_id, room_id): a person's rooms from the index alone — the private-room lookup starts
  // from one member's rooms instead of grouping every membership row (chat/data.ts).
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_room_members_user_room_idx').on(t.userId, t.roomId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    postedBy: integer('posted_by')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    contentType: text('content_type', { enum: ['text', 'image'] }).notNull().default('text'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sender's own id for the message (a UUID): a retry with the same id stores nothing new. */
    clientMessageId: uuid('client_message_id'),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_id_idx').on(t.postedBy, t.clientMessageId),
    // The image messages still holding their data URL (moveChatImagesOut, chat/images.ts): empty
    // once they are moved, so every later start reads an empty index, not the table.
    index('chat_messages_data_url_idx').on(t.id).where(sql`${t.contentType} = 'image' and ${t.content} like 'data:%'`),
  ],
);

/**
 * Every administrative change (approvals, roles, activation, password resets, catalogue and
 * price changes, pay-period closing): who, when, what, and the values before and after.
 * Written in the same transaction as the change (provider/src/modules/audit/record.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    /** What was changed: one of domain/audit.ts's AUDIT_ENTITIES ('user', 'product_group', …). */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    /** How: one of domain/audit.ts's AUDIT_ACTIONS ('create', 'update', 'approve', …). */
    action: text('action').notNull(),
    /** One Vietnamese line for the log's table, e.g. 'Nhóm hàng «Tách nền»: đơn giá 25.000 → 27.000'. */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.createdAt),
  ],
);

/**
 * A studio month's pay period ('2026-10'). Closing it ('Chốt lương') freezes its salaries in
 * pay_period_lines; a task change that would alter a closed month is refused until an admin
 * reopens it (docs/decisions/pay-periods.md). Both are also written to audit_log.
 */
export const payPeriods = pgTable(
  'pay_periods',
  {
    id: serial('id').primaryKey(),
    /** Studio month as 'yyyy-MM'. */
    month: text('month').notNull(),
    closed: boolean('closed').notNull().default(false),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => users.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pay_periods_month_unique').on(t.month), check('pay_periods_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/** The frozen salary of one person for a closed month (deleted when the month is reopened). */
export const payPeriodLines = pgTable(
  'pay_period_lines',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => payPeriods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Name as it was when the month closed. */
    fullName: text('full_name').notNull(),
    roleId: integer('role_id'),
    jobs: integer('jobs').notNull(),
    files: integer('files').notNull(),
    pay: numeric('pay', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.userId] })],
);

/**
 * A customer's upload batch ("lô"): a named photo set with the customer's request. A job made
 * from it ('Tạo task từ lô này') is linked by task_id; its status gives the batch's state.
 */
export const cloudBatches = pgTable(
  'cloud_batches',
  {
    id: serial('id').primaryKey(),
    cloudUserId: integer('cloud_user_id')
      .notNull()
      .references(() => cloudUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'Yêu cầu chỉnh sửa': what the customer asks the studio to do. */
    request: text('request').notNull().default(''),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /**
     * The files the customer chose when the upload started (path in the batch, size, last-modified
     * ms), so an interrupted upload says what is missing and takes only those files again
     * (docs/decisions/unfinished-uploads.md). Null for batches from before it was kept.
     */
    plannedFiles: jsonb('planned_files').$type<PlannedFile[]>(),
    /**
     * When the expiry sweep last removed a partial upload of this batch that had received nothing
     * for the expiry period (docs/decisions/upload-expiry.md); cleared when an upload starts in it.
     */
    uploadExpiredAt: timestamp('upload_expired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('cloud_batches_owner_idx').on(t.cloudUserId, t.createdAt),
    // One job per batch (docs/decisions/one-job-per-batch.md): a job is made from at most one batch.
    uniqueIndex('cloud_batches_task_idx').on(t.taskId),
    trigramIndex('cloud_batches_name_trgm_idx', t.name),
  ],
);

/**
 * One uploaded file. `upload_id` is the tus upload's random id, which is also the file's name in
 * storage: customers' own names (sanitised) are only ever shown, never used as a path.
 */
export const cloudFiles = pgTable(
  'cloud_files',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => cloudBatches.id, { onDelete: 'cascade' }),
    cloudUserId: integer('cloud_user_id')
      .notNull()
      .references(() => cloudUsers.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    name: text('name').notNull(),
    /** Folder path inside the dropped folder ('' for a single file), sanitised. */
    relativePath: text('relative_path').notNull().default(''),
    /** Declared size (Upload-Length); counts against the quota from the moment the upload starts. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Set once every byte has arrived and the contents were checked. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set once the server made its thumbnail (`<upload_id>.thumb.webp` beside it; docs/decisions/delivery.md). */
    thumbnailAt: timestamp('thumbnail_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cloud_files_upload_unique').on(t.uploadId),
    // A batch's files in display order: the batch list reads each batch's first page from it.
    index('cloud_files_batch_order_idx').on(t.batchId, t.relativePath, t.name, t.id),
    trigramIndex('cloud_files_name_trgm_idx', t.name),
    index('cloud_files_owner_idx').on(t.cloudUserId, t.createdAt),
    // The thumbnail sweep's files still without a thumbnail, in the order it pages them
    // (cloud-files/thumbnail-sweep.ts): a start reads the last day's range, not the table.
    index('cloud_files_thumbnail_todo_idx').on(t.completedAt, t.id).where(sql`${t.thumbnailAt} is null`),
    check('cloud_files_size_non_negative', sql`${t.size} >= 0`),
  ],
);

/**
 * An edited file the studio uploaded to a job (docs/decisions/delivery.md). `upload_id` is the tus
 * upload's random id and its name in storage. `original_file_id` pairs it with the customer's file
 * of the same name (case-insensitive, extension ignored) in the job's batch. `round` is the
 * delivery round it belongs to (1 today; revision rounds add 2, 3 …).
 */
export const taskResults = pgTable(
  'task_results',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull().default(1),
    uploadId: text('upload_id').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The browser type by extension ('' when a browser does not show it). */
    type: text('type').notNull().default(''),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    originalFileId: integer('original_file_id').references(() => cloudFiles.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    thumbnailAt: timestamp('thumbnail_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('task_results_upload_unique').on(t.uploadId),
    index('task_results_task_order_idx').on(t.taskId, t.round, t.name, t.id),
    // As cloud_files_thumbnail_todo_idx, for the results' area of the sweep.
    index('task_results_thumbnail_todo_idx').on(t.completedAt, t.id).where(sql`${t.thumbnailAt} is null`),
    check('task_results_size_non_negative', sql`${t.size} >= 0`),
    check('task_results_round_positive', sql`${t.round} >= 1`),
  ],
);

/** A round of a job's results published to the customer ('Giao cho khách'): one per job and round. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull().default(1),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredBy: integer('delivered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** When the customer first opened it (the new-results notice on /user-cloud stops then). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** When the customer pressed 'Gửi phản hồi': the per-photo decisions are locked (docs/decisions/proofing.md). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the customer was reminded by mail of a delivery left unanswered (once per delivery; docs/decisions/email.md). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('deliveries_task_round_unique').on(t.taskId, t.round)],
);

/**
 * Exactly which results a delivery published (docs/decisions/delivery.md, "Delivery under a
 * lock"): written with the delivery, under the job's row lock. The customer's gallery, ZIPs,
 * final set and proofing read these rows, never the job's live list of results.
 */
export const deliveryResults = pgTable(
  'delivery_results',
  {
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    resultId: integer('result_id')
      .notNull()
      .references(() => taskResults.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.resultId] }), uniqueIndex('delivery_results_result_unique').on(t.resultId)],
);

/** The customer's decision on one delivered result (docs/decisions/proofing.md): approve or ask for changes. */
export const resultReviews = pgTable(
  'result_reviews',
  {
    resultId: integer('result_id')
      .primaryKey()
      .references(() => taskResults.id, { onDelete: 'cascade' }),
    /** 'approved' or 'changes'. */
    decision: text('decision').notNull(),
    note: text('note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('result_reviews_decision_known', sql`${t.decision} in ('approved', 'changes')`),
    // A change request's note may be empty when it has marks (0043; docs/decisions/proofing-marks.md): the rule is in domain/validation/proofing.ts.
    check('result_reviews_note_length', sql`length(${t.note}) <= 1000`),
  ],
);

/**
 * The customer's marks on a delivered photo (docs/decisions/proofing-marks.md): numbered per photo,
 * x/y/w/h fractions (0–1) of the image. Replaced as a set while the customer edits; after
 * 'Gửi phản hồi' each is an item of the revision job, with its state and the editor's reply.
 */
export const reviewMarks = pgTable(
  'review_marks',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => taskResults.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** 'point' | 'rect' | 'note'. */
    kind: text('kind').notNull(),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    w: doublePrecision('w'),
    h: doublePrecision('h'),
    note: text('note').notNull(),
    /** 'open' | 'done'. */
    state: text('state').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    qaNote: text('qa_note').notNull().default(''),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_marks_result_number_idx').on(t.resultId, t.number),
    check('review_marks_kind_known', sql`${t.kind} in ('point', 'rect', 'note')`),
    check('review_marks_state_known', sql`${t.state} in ('open', 'done')`),
    check('review_marks_note_length', sql`length(${t.note}) between 1 and 1000 and length(${t.reply}) <= 1000 and length(${t.qaNote}) <= 1000`),
    check(
      'review_marks_place',
      sql`(${t.kind} = 'note' and ${t.x} is null and ${t.y} is null and ${t.w} is null and ${t.h} is null)
        or (${t.kind} = 'point' and ${t.x} between 0 and 1 and ${t.y} between 0 and 1 and ${t.w} is null and ${t.h} is null)
        or (${t.kind} = 'rect' and ${t.x} >= 0 and ${t.y} >= 0 and ${t.w} > 0 and ${t.h} > 0 and ${t.x} + ${t.w} <= 1.000001 and ${t.y} + ${t.h} <= 1.000001)`,
    ),
  ],
);

/**
 * Mail waiting to be sent (docs/decisions/email.md): a transactional outbox. A row is written in
 * the same transaction as the event it tells of; the mail worker sends it over SMTP later, with
 * retries and backoff, and stamps `sent_at`. A request never waits on SMTP.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the mail is about (domain/mail.ts MAIL_KINDS), for unsubscribes and the log. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then while it talks to the SMTP server (another instance skips it). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/**
 * The studio's name and address as mail shows them (docs/decisions/email.md): the foot of every
 * mail and the sender's name. An admin edits them on /thu. One row (id 1); absent means the
 * configured defaults (STUDIO_NAME, STUDIO_ADDRESS).
 */
export const studioSettings = pgTable(
  'studio_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('studio_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Mail the embedded SMTP server received (no SMTP_URL: the default of `npm start`), read by admins
 * on /thu. The Message-ID is unique, so a mail the worker sent twice (a crash between the SMTP
 * server's answer and `sent_at`) is kept once.
 */
export const mailInbox = pgTable(
  'mail_inbox',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_inbox_message_id_unique').on(t.messageId), index('mail_inbox_received_idx').on(t.receivedAt)],
);

/** A recipient's 'stop this kind of mail' (the signed unsubscribe link, no login): address (lower case) × kind. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.address, t.kind] })],
);

/** The morning digest sent to a staff member for a studio day: at most one per person and day (docs/decisions/email.md). */
export const mailDigests = pgTable(
  'mail_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The studio day, yyyy-MM-dd. */
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
