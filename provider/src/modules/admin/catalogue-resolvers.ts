import { ADMIN_MESSAGES, catalogSchemas, moneyCents, ratesNeedConfirmation, type CatalogArea } from '../../../../domain/validation/admin';
import { AUDIT_ENTITIES, type AuditEntity } from '../../../../domain/audit';
import { formatVnd } from '../../../../domain/money';
import { requireAdmin } from '../../auth/guards';
import { appError, badInput, isUniqueViolation, notFound, parseInput } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { recordAudit } from '../audit/record';
import { getCatalogEntry, insertCatalogRow, isActiveRecord, listCatalogOptions, listCatalogPage, lockCatalogRow, nameTaken, updateCatalogRow } from './catalogue';

// The catalogue of /he-thong/quan-ly. A price change only changes the product group: each task
// keeps the money it snapshotted at creation (docs/decisions/task-money-snapshot.md).

const NOT_FOUND = 'Không tìm thấy bản ghi.';
const MONEY_FIELDS = new Set(['unitPrice', 'editorRate', 'qaRate']);
const FIELD_LABELS: Record<string, string> = {
  name: 'tên',
  phone: 'số điện thoại',
  email: 'email',
  address: 'địa chỉ',
  note: 'ghi chú',
  categoryId: 'danh mục',
  unitId: 'đơn vị',
  unitPrice: 'đơn giá',
  editorRate: 'tiền công editor',
  qaRate: 'tiền công QA',
  defaultTurnaroundHours: 'thời gian hoàn thành mặc định',
  active: 'hoạt động',
};
const show = (key: string, value: unknown) =>
  value === null || value === undefined || value === '' ? '(trống)' : MONEY_FIELDS.has(key) ? formatVnd(String(value)) : key === 'defaultTurnaroundHours' ? `${String(value)} giờ` : String(value);
/** Numeric columns come back as '25000.00': money is compared by value (in hundredths, exactly). */
const same = (key: string, a: unknown, b: unknown) => (MONEY_FIELDS.has(key) ? moneyCents(String(a)) === moneyCents(String(b)) : (a ?? null) === (b ?? null));

function parseEntry(area: CatalogArea, input: Record<string, unknown>) {
  const values = parseInput(catalogSchemas[area], {
    name: input.name,
    phone: input.phone,
    email: input.email,
    address: input.address,
    note: input.note,
    categoryId: input.category_id,
    unitId: input.unit_id,
    unitPrice: input.unit_price ?? '',
    editorRate: input.editor_rate ?? '',
    qaRate: input.qa_rate ?? '',
    defaultTurnaroundHours: input.default_turnaround_hours ?? undefined,
    confirmRates: input.confirm_rates,
  }) as Record<string, unknown>;
  const { confirmRates, ...all } = values;
  // A field left out (a turnaround not sent) keeps its stored value, or the column's default.
  const columns = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
  if (area === 'product_group' && !confirmRates && ratesNeedConfirmation(columns as { unitPrice: string; editorRate: string; qaRate: string })) {
    throw appError('BAD_USER_INPUT', ADMIN_MESSAGES.ratesAboveUnitPrice, { field: 'editorRate', needsConfirmation: true });
  }
  return columns;
}

export const catalogueResolvers: Resolvers = {
  Query: {
    async catalog_page(_parent, { input }, ctx) {
      requireAdmin(ctx);
      return listCatalogPage(ctx.db, input.area, {
        search: input.search,
        active: input.active,
        sort: input.sort,
        descending: input.descending,
        page: input.page,
        pageSize: input.page_size,
      });
    },
    async catalog_entry(_parent, { area, id }, ctx) {
      requireAdmin(ctx);
      return getCatalogEntry(ctx.db, area, id);
    },
    async catalog_options(_parent, { area }, ctx) {
      requireAdmin(ctx);
      return listCatalogOptions(ctx.db, area);
    },
  },

  Mutation: {
    async save_catalog_entry(_parent, { input }, ctx) {
      const admin = requireAdmin(ctx);
      const { area } = input;
      const columns = parseEntry(area, input);
      const entity = area as AuditEntity;
      const label = AUDIT_ENTITIES[entity];
      for (const [key, ref] of [['categoryId', 'category'], ['unitId', 'unit']] as const) {
        const id = columns[key] as number | null | undefined;
        if (typeof id === 'number' && !(await isActiveRecord(ctx.db, ref, id))) throw badInput(`Chọn ${FIELD_LABELS[key]} đang hoạt động.`, key);
      }
      let id: number;
      try {
        id = await ctx.db.transaction(async (tx) => {
          if (await nameTaken(tx, area, columns.name as string, input.id ?? null)) throw badInput(ADMIN_MESSAGES.nameTaken, 'name');
          if (input.id == null) {
            const newId = await insertCatalogRow(tx, area, columns);
            await recordAudit(tx, { actorId: admin.id, entityType: entity, entityId: newId, action: 'create', summary: `${label} «${columns.name}»: tạo mới`, after: columns });
            return newId;
          }
          const before = await lockCatalogRow(tx, area, input.id);
          if (!before) throw notFound(NOT_FOUND);
          const changed = Object.keys(columns).filter((key) => !same(key, before[key], columns[key]));
          if (changed.length === 0) return input.id;
          await updateCatalogRow(tx, area, input.id, columns);
          const parts = changed.map((key) => `${FIELD_LABELS[key] ?? key} ${show(key, before[key])} → ${show(key, columns[key])}`);
          await recordAudit(tx, {
            actorId: admin.id,
            entityType: entity,
            entityId: input.id,
            action: 'update',
            summary: `${label} «${before.name as string}»: ${parts.join('; ')}`,
            before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
            after: Object.fromEntries(changed.map((key) => [key, columns[key] ?? null])),
          });
          return input.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw badInput(ADMIN_MESSAGES.nameTaken, 'name');
        throw error;
      }
      return (await getCatalogEntry(ctx.db, area, id))!;
    },

    async set_catalog_entry_active(_parent, { area, id, active }, ctx) {
      const admin = requireAdmin(ctx);
      await ctx.db.transaction(async (tx) => {
        const before = await lockCatalogRow(tx, area, id);
        if (!before) throw notFound(NOT_FOUND);
        if (before.active === active) return;
        await updateCatalogRow(tx, area, id, { active });
        await recordAudit(tx, {
          actorId: admin.id,
          entityType: area as AuditEntity,
          entityId: id,
          action: active ? 'reactivate' : 'deactivate',
          summary: `${AUDIT_ENTITIES[area as AuditEntity]} «${before.name as string}»: ${active ? 'kích hoạt lại' : 'ngừng sử dụng'}`,
          before: { active: before.active },
          after: { active },
        });
      });
      return (await getCatalogEntry(ctx.db, area, id))!;
    },
  },
};
