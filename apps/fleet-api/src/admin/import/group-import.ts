import { ADMIN_TEXTS, GROUP_COLUMNS, REQUIRED_COLUMNS, assetGroupInputSchema, type ImportProblem } from '@fleet/domain';
import { createGroup, listAdminGroups } from '../group-admin';
import type { ImportKindHandler } from './import-kind';

/** Groups: one name per row; names the company already has (in any case) are left unchanged. */
export const groupImport: ImportKindHandler = {
  columns: GROUP_COLUMNS,
  required: REQUIRED_COLUMNS.groups,
  plan: async (db, tenantId, rows) => {
    const known = new Set((await listAdminGroups(db, tenantId)).map((g) => g.name.toLowerCase()));
    const seen = new Map<string, number>();
    const results = rows.map(({ row, cells }) => {
      const problems: ImportProblem[] = [];
      const parsed = assetGroupInputSchema.safeParse({ name: cells['name'] ?? '' });
      const name = parsed.success ? parsed.data.name : (cells['name'] ?? '').trim();
      if (!parsed.success) problems.push({ field: 'name', message: parsed.error.issues[0]?.message ?? ADMIN_TEXTS.groupNotFound });
      const first = seen.get(name.toLowerCase());
      if (name !== '' && first !== undefined) problems.push({ field: 'name', message: ADMIN_TEXTS.importDuplicateInFile(name, first) });
      else seen.set(name.toLowerCase(), row);
      const action = problems.length > 0 ? ('invalid' as const) : known.has(name.toLowerCase()) ? ('unchanged' as const) : ('create' as const);
      return { row, name, action, problems, notes: [] };
    });
    return {
      rows: results,
      apply: async (trx, actor) => {
        for (const r of results) if (r.action === 'create') await createGroup(trx, { tenantId, actor, name: r.name, via: 'import' });
        return { claimed: [], detached: [] };
      },
    };
  },
  exportRows: async (db, tenantId) => (await listAdminGroups(db, tenantId)).map((g) => ({ name: g.name })),
};
