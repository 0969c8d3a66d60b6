import { MAINTENANCE_TEXTS, type ServiceProgram } from '@fleet/domain';
import { Button, EmptyState } from '@fleet/ui';
import { EditDeleteButtons } from '../admin/form-actions';
import { intervalText, namesText, noticeText } from './schedule-logic';

/** Props of {@link ServiceProgramList}. */
export interface ServiceProgramListProps {
  programs: readonly ServiceProgram[];
  /** Asset names by id (the assets the user sees). */
  assetNames: ReadonlyMap<number, string>;
  /** Group names by id (Administrators); null when the user may not list groups. */
  groupNames: ReadonlyMap<number, string> | null;
  /** Whether the user writes programs (Administrators). */
  canEdit: boolean;
  onNew: () => void;
  onEdit: (program: ServiceProgram) => void;
  onDelete: (program: ServiceProgram) => void;
}

function Coverage({ program, assetNames, groupNames }: { program: ServiceProgram; assetNames: ReadonlyMap<number, string>; groupNames: ReadonlyMap<number, string> | null }) {
  const assets = program.assetIds.map((id) => assetNames.get(id)).filter((n): n is string => n !== undefined);
  const groups = groupNames ? program.groupIds.map((id) => groupNames.get(id) ?? `#${id}`) : [];
  const covered = program.coveredAssetIds.length;
  return (
    <p className="maintenance-program__covers" data-testid="program-covers">
      Covers {covered} asset{covered === 1 ? '' : 's'}
      {assets.length > 0 ? `: ${namesText(assets, '')}` : ''}
      {program.groupIds.length > 0 ? ` · groups: ${groupNames ? namesText(groups, '') : program.groupIds.length}` : ''}
      {covered === 0 ? <span className="muted"> (assign it to assets or groups for its schedules to start)</span> : null}
    </p>
  );
}

/**
 * The service programs: each with its tasks and their intervals ("every 10,000 km or 6 months, whichever comes
 * first"), their notices, and the assets and groups it covers; New, Edit and Delete for Administrators only.
 */
export function ServiceProgramList({ programs, assetNames, groupNames, canEdit, onNew, onEdit, onDelete }: ServiceProgramListProps) {
  return (
    <div data-testid="program-list">
      <div className="maintenance-toolbar">
        <span className="muted">{programs.length === 1 ? '1 program' : `${programs.length} programs`}</span>
        <div className="maintenance-toolbar__end">
          {canEdit ? (
            <Button size="sm" onClick={onNew} data-testid="program-new">
              {MAINTENANCE_TEXTS.newProgram}
            </Button>
          ) : (
            <p className="muted" data-testid="program-admin-hint">
              Service programs are set up by Administrators.
            </p>
          )}
        </div>
      </div>
      {programs.length === 0 ? (
        <EmptyState
          title="No service programs yet"
          description={
            canEdit
              ? `Create one with “${MAINTENANCE_TEXTS.newProgram}”: its tasks (every N km, months or engine hours, whichever comes first) become schedules of each asset and group you assign it to.`
              : 'An Administrator creates the service programs; their schedules then show here.'
          }
        />
      ) : (
        <ul className="maintenance-program-list">
          {programs.map((p) => (
            <li key={p.id} className="maintenance-program" data-testid="program-row" data-program-id={p.id}>
              <div className="maintenance-program__head">
                <strong data-testid="program-name">{p.name}</strong>
                <span className="maintenance-program__actions">
                  <EditDeleteButtons canEdit={canEdit} canDelete={canEdit} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} testId="program" />
                </span>
              </div>
              {p.description ? <p className="muted">{p.description}</p> : null}
              <ul className="maintenance-program__tasks">
                {p.tasks.map((t) => (
                  <li key={t.id} data-testid="program-task">
                    <strong>{t.name}</strong>: <span data-testid="program-task-interval">{intervalText(t)}</span>
                    <span className="muted"> ({noticeText(t)})</span>
                  </li>
                ))}
              </ul>
              <Coverage program={p} assetNames={assetNames} groupNames={groupNames} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
