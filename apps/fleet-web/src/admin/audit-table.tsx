import { AUDIT_OBJECT_KINDS, AUDIT_PAGE_SIZES, AUDIT_TEXTS, formatRangeTime, type AuditEntry, type AuditQueryInput } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import { AdminTable, type AdminColumn } from './admin-table';

/** Props of {@link AuditTable}: one page of the log and its filters; the Audit tab fetches. */
export interface AuditTableProps {
  entries: readonly AuditEntry[];
  total: number;
  query: AuditQueryInput;
  onQueryChange: (query: AuditQueryInput) => void;
  /** The zone times are shown in. */
  timeZone: string;
}

/** A `datetime-local` value as ISO (the browser's clock), or undefined when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/** The company's audit log: who changed what and when, filtered by time, actor, kind, action and text; newest first. */
export function AuditTable({ entries, total, query, onQueryChange, timeZone }: AuditTableProps) {
  const [draft, setDraft] = useState({ from: '', to: '', actor: query.actor ?? '', objectKind: query.objectKind ?? '', action: query.action ?? '', q: query.q ?? '' });
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const filtered = Boolean(query.from || query.to || query.actor || query.objectKind || query.action || query.q);
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'at', header: 'When', sortable: false, render: (e) => formatRangeTime(Date.parse(e.at), timeZone) },
    { key: 'actor', header: 'Who', sortable: false, render: (e) => e.actorName },
    { key: 'action', header: 'Action', sortable: false, render: (e) => e.action },
    { key: 'kind', header: 'Object', sortable: false, render: (e) => `${e.objectKind}${e.objectId ? ` ${e.objectId}` : ''}` },
    { key: 'summary', header: 'What changed', sortable: false, render: (e) => e.summary },
  ];
  const apply = () =>
    onQueryChange({
      ...(isoOf(draft.from) ? { from: isoOf(draft.from) } : {}),
      ...(isoOf(draft.to) ? { to: isoOf(draft.to) } : {}),
      ...(draft.actor ? { actor: draft.actor } : {}),
      ...(draft.objectKind ? { objectKind: draft.objectKind as AuditQueryInput['objectKind'] } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.q ? { q: draft.q } : {}),
      page: 1,
      pageSize,
    });
  return (
    <div className="admin-section" data-testid="audit-table">
      <form
        className="admin-toolbar admin-toolbar--wrap"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <TextField label="From" type="datetime-local" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} data-testid="audit-from" />
        <TextField label="To" type="datetime-local" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} data-testid="audit-to" />
        <TextField label="Who" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} data-testid="audit-actor" />
        <label className="fleet-field">
          <span className="fleet-field__label">Object</span>
          <select value={draft.objectKind} onChange={(e) => setDraft({ ...draft, objectKind: e.target.value })} data-testid="audit-kind">
            <option value="">Any</option>
            {AUDIT_OBJECT_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
        </label>
        <TextField label="Action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} data-testid="audit-action" />
        <TextField label="Text" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} data-testid="audit-q" />
        <Button type="submit" data-testid="audit-apply">
          Filter
        </Button>
      </form>
      <AdminTable
        columns={columns}
        rows={entries}
        getRowKey={(e) => e.id}
        caption="Audit log"
        sort={null}
        onSortChange={() => undefined}
        page={page}
        pages={Math.max(1, Math.ceil(total / pageSize))}
        total={total}
        pageSize={pageSize}
        pageSizes={AUDIT_PAGE_SIZES}
        onPageChange={(p) => onQueryChange({ ...query, page: p })}
        onPageSizeChange={(s) => onQueryChange({ ...query, page: 1, pageSize: s })}
        empty={filtered ? { title: 'No entries', description: AUDIT_TEXTS.emptyFiltered } : { title: 'No entries yet', description: AUDIT_TEXTS.empty }}
        testId="audit"
      />
    </div>
  );
}
