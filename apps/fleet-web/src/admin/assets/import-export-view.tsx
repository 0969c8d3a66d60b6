import { ADMIN_TEXTS, ASSET_COLUMNS, EXPORT_FORMATS, FIELD_LIMITS, GROUP_COLUMNS, IMPORT_KINDS, USER_COLUMNS, type ExportFormat, type ImportKind, type ImportResult, type ImportRowResult } from '@fleet/domain';
import { Badge, Button, DataTable, type DataTableColumn } from '@fleet/ui';
import { useState } from 'react';
import './admin-assets.css';

/** Props of {@link ImportExportView}. */
export interface ImportExportViewProps {
  /** Checks (dry run) or imports a file; rejects with the server's error. */
  onImport: (kind: ImportKind, file: File, dryRun: boolean) => Promise<ImportResult>;
  /** Downloads the company's list. */
  onExport: (kind: ImportKind, format: ExportFormat) => Promise<void>;
}

const KIND_NAMES: Record<ImportKind, string> = { assets: 'Assets', groups: 'Asset groups', users: 'Users' };
const COLUMNS: Record<ImportKind, readonly string[]> = { assets: ASSET_COLUMNS, groups: GROUP_COLUMNS, users: USER_COLUMNS };
const ACTION_COLORS = { create: 'success', update: 'primary', unchanged: 'secondary', invalid: 'danger' } as const;

const rowColumns: DataTableColumn<ImportRowResult>[] = [
  { key: 'row', header: 'Row', align: 'right' },
  { key: 'name', header: 'Name' },
  { key: 'action', header: 'Will be', render: (r) => <Badge color={ACTION_COLORS[r.action]}>{r.action === 'invalid' ? 'refused' : r.action}</Badge> },
  {
    key: 'problems',
    header: 'Problems',
    render: (r) =>
      r.problems.length === 0 && r.notes.length === 0 ? (
        '—'
      ) : (
        <ul className="admin-problems">
          {r.problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>
              <strong>{p.field}</strong>: {p.message}
            </li>
          ))}
          {r.notes.map((n) => (
            <li key={n} className="admin-muted">
              {n}
            </li>
          ))}
        </ul>
      ),
  },
];

/** The summary line of a check or an import (ADMIN_TEXTS). */
export function importSummary(result: ImportResult): string {
  if (result.fileProblem) return result.fileProblem;
  if (!result.ok) return ADMIN_TEXTS.importProblems(result.counts.invalid);
  if (result.written) return ADMIN_TEXTS.importDone(result.counts.create, result.counts.update);
  return ADMIN_TEXTS.importChecked(result.rows.length);
}

/**
 * Import from a CSV or Excel file: "Check file" lists every row's problems and what would be written, without
 * writing; "Import" writes, all or nothing, once the same file checked clean. Export: the same columns, so an export
 * re-imports.
 */
export function ImportExportView({ onImport, onExport }: ImportExportViewProps) {
  const [kind, setKind] = useState<ImportKind>('assets');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setError(null);
    if (file.size > FIELD_LIMITS.importMaxBytes) return setError(ADMIN_TEXTS.importTooBig);
    setBusy(true);
    try {
      setResult(await onImport(kind, file, dryRun));
    } catch (e) {
      setError(e instanceof Error ? e.message : ADMIN_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };
  const checkedClean = result !== null && result.ok && result.dryRun;
  return (
    <section className="admin-section" data-testid="import-export-admin">
      <h2 className="admin-section__title">Import and export</h2>
      <div className="admin-toolbar">
        <label className="admin-select">
          <span className="admin-select__label">List</span>
          <select value={kind} onChange={(e) => (setKind(e.target.value as ImportKind), setResult(null))} data-testid="import-kind">
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-select">
          <span className="admin-select__label">File (CSV or Excel .xlsx, at most {FIELD_LIMITS.importMaxBytes / 1_000_000} MB, {FIELD_LIMITS.importMaxRows} rows)</span>
          <input type="file" accept=".csv,.xlsx,text/csv" onChange={(e) => (setFile(e.target.files?.[0] ?? null), setResult(null))} data-testid="import-file" />
        </label>
        <span className="admin-table__actions">
          <Button variant="secondary" disabled={!file} loading={busy} onClick={() => void run(true)} data-testid="import-check">
            Check file
          </Button>
          <Button disabled={!checkedClean} loading={busy} onClick={() => void run(false)} data-testid="import-write">
            Import
          </Button>
        </span>
      </div>
      <p className="admin-muted">Columns: {COLUMNS[kind].join(', ')}. Nothing is written until the file checks clean and you choose Import.</p>
      {error ? (
        <p className="admin-form__error" role="alert" data-testid="import-error">
          {error}
        </p>
      ) : null}
      {result ? (
        <>
          <p role="status" className={result.ok ? undefined : 'admin-form__error'} data-testid="import-summary">
            {importSummary(result)}
          </p>
          {result.rows.length > 0 ? <DataTable columns={rowColumns} rows={result.rows} getRowKey={(r) => r.row} caption="Rows of the file" maxHeight={420} testId="import-rows" /> : null}
        </>
      ) : null}
      <div className="admin-toolbar admin-toolbar--start">
        {IMPORT_KINDS.flatMap((k) =>
          EXPORT_FORMATS.map((f) => (
            <Button key={`${k}-${f}`} variant="secondary" size="sm" onClick={() => void onExport(k, f)} data-testid={`export-${k}-${f}`}>
              Export {KIND_NAMES[k].toLowerCase()} ({f.toUpperCase()})
            </Button>
          )),
        )}
      </div>
    </section>
  );
}
