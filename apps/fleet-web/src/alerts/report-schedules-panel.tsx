import { fetchReportRunFile, useApiClient, useDeleteReportSchedule, useReportRuns, useReportSchedules, useRunReportSchedule, useSaveReportSchedule } from '@fleet/api';
import {
  REPORT_SCHEDULE_TEXTS as T,
  describeScheduleTiming,
  formatPointTime,
  reportTitle,
  schedulePeriodLabel,
  type ReportRun,
  type ReportSchedule,
  type ReportScheduleInput,
} from '@fleet/domain';
import { MIME, downloadBytes } from '@fleet/export-kit';
import { Button, EmptyState } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useConfirmDelete, useEditDialog } from '../admin/edit-dialog-state';
import { timeZoneAtom } from '../session/session-atoms';
import { useAssetScope, usePermissions } from './access';
import { ReportScheduleDialog, type ReportScheduleDialogProps } from './report-schedule-dialog';
import { EditDeleteButtons, PermissionHint } from '../admin/form-actions';
import { ListTable } from '../admin/list-table';

const RUN_STATE_LABELS: Record<ReportRun['state'], string> = { running: 'Running…', sent: 'Sent', failed: 'Failed' };

/** "Sent 30/11/2026 07:00:12", "Failed: why". */
function RunState({ run, timeZone }: { run: ReportRun; timeZone: string }) {
  return (
    <span className={`report-run report-run--${run.state}`} data-testid="schedule-run-state" data-state={run.state} title={run.error ?? undefined}>
      {RUN_STATE_LABELS[run.state]}
      {run.state === 'failed' && run.error ? `: ${run.error}` : ` ${formatPointTime(Date.parse(run.finishedAt ?? run.startedAt), timeZone)}`}
    </span>
  );
}

/** A schedule's runs, newest first: when, the period it covered, how it went and its files to download. */
function RunHistory({ schedule, timeZone }: { schedule: ReportSchedule; timeZone: string }) {
  const client = useApiClient();
  const runs = useReportRuns(schedule.id);
  const download = async (run: ReportRun, file: ReportRun['files'][number]) => {
    try {
      const bytes = await fetchReportRunFile(client, run.id, file.id);
      downloadBytes(bytes, file.fileName, file.fileName.endsWith('.pdf') ? MIME.pdf : MIME.xlsx);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section className="schedule-runs" data-testid="schedule-runs" aria-label={`Runs of ${schedule.name}`}>
      <h3>Runs of {schedule.name}</h3>
      {runs.data && runs.data.length === 0 ? (
        <p className="muted">{T.noRuns}</p>
      ) : (
        <ListTable caption={`Runs of ${schedule.name}`} head={['Started', 'Period', 'State', 'Rows', 'Files']}>
          {(runs.data ?? []).map((run) => (
            <tr key={run.id} data-testid="schedule-run-row">
              <td>
                {formatPointTime(Date.parse(run.startedAt), timeZone)}
                {run.manual ? <span className="muted"> (run now)</span> : null}
              </td>
              <td>
                {formatPointTime(Date.parse(run.from), timeZone)} – {formatPointTime(Date.parse(run.to), timeZone)}
              </td>
              <td>
                <RunState run={run} timeZone={timeZone} />
              </td>
              <td>{run.rows ?? '—'}</td>
              <td className="alert-row__links">
                {run.files.map((f) => (
                  <Button key={f.id} size="sm" variant="ghost" onClick={() => void download(run, f)} data-testid="schedule-run-file" title={`${f.fileName} (${Math.max(1, Math.round(f.bytes / 1024))} KB)`}>
                    {f.fileName.endsWith('.pdf') ? 'PDF' : 'Excel'}
                  </Button>
                ))}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/**
 * Scheduled reports (page key `reports`): the schedules the user may see (an Administrator's: the company's), with
 * their next and last run; new, edit, delete and "Run now" as the Automated Reports permissions allow; a schedule's
 * run history with its files.
 */
export function ReportSchedulesPanel({ focus, preset }: { focus: number | undefined; preset?: ReportScheduleDialogProps['preset'] }) {
  const timeZone = useAtomValue(timeZoneAtom);
  const { isAdmin, can } = usePermissions();
  const schedules = useReportSchedules();
  const { assets, scopeText } = useAssetScope();
  const save = useSaveReportSchedule();
  const remove = useDeleteReportSchedule();
  const runNow = useRunReportSchedule();
  const [open, setOpen] = useState<number | undefined>(focus);
  const { editing, edit, dialog } = useEditDialog(save, (schedule: ReportScheduleInput, current: ReportSchedule | null) => ({ schedule, ...(current ? { scheduleId: current.id } : {}) }));
  const { ask, confirm } = useConfirmDelete(remove, (s: ReportSchedule) => `Delete the schedule ${s.name}? Its runs and their files go with it.`, (s) => open === s.id && setOpen(undefined));
  const scopeOf = (s: ReportSchedule) => scopeText(s.assetIds, T.allAssets);
  // Come from the Reports screen's "Schedule this report": the new schedule opens once, with its report and assets.
  const presetOpened = useRef(false);
  useEffect(() => {
    if (!preset || presetOpened.current || !can('automated-reports:add')) return;
    presetOpened.current = true;
    edit(null);
  }, [preset, can, edit]);
  const rows = schedules.data ?? [];
  const opened = rows.find((s) => s.id === open);

  return (
    <div data-testid="report-schedules">
      <div className="alert-inbox__actions">
        {can('automated-reports:add') ? (
          <Button size="sm" onClick={() => edit(null)} data-testid="schedule-new">
            {T.newSchedule}
          </Button>
        ) : (
          <PermissionHint permission="automated-reports:add" />
        )}
      </div>
      {schedules.data && rows.length === 0 ? (
        <EmptyState title={T.noSchedules} description="A schedule e-mails a report as PDF or Excel, every day, week or month, over the period before." />
      ) : (
        <ListTable caption={T.title} head={['Name', 'Report', 'Assets', 'When', 'Next run', 'Last run']} actions testId="schedule-table">
          {rows.map((s) => (
            <tr key={s.id} data-testid="schedule-row" aria-selected={s.id === open}>
              <td>
                {s.name}
                {s.enabled ? null : <span className="muted"> (off)</span>}
                {isAdmin && s.owner ? <div className="muted">by {s.owner}</div> : null}
              </td>
              <td>
                {reportTitle(s.reportType)}, {schedulePeriodLabel(s.period).toLowerCase()}
                <div className="muted">
                  {s.formats.map((f) => (f === 'pdf' ? 'PDF' : 'Excel')).join(' + ')} to {s.recipients.length === 1 ? s.recipients[0] : `${s.recipients.length} addresses`}
                </div>
              </td>
              <td>{scopeOf(s)}</td>
              <td>{describeScheduleTiming(s)}</td>
              <td data-testid="schedule-next">{s.nextRunAt ? formatPointTime(Date.parse(s.nextRunAt), timeZone) : '—'}</td>
              <td>{s.lastRun ? <RunState run={s.lastRun} timeZone={timeZone} /> : <span className="muted">Not yet</span>}</td>
              <td className="alert-row__links">
                {can('automated-reports:update') ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={s.lastRun?.state === 'running'}
                    onClick={() =>
                      runNow.mutate(s.id, {
                        onSuccess: (r) => {
                          toast.success(r.message);
                          setOpen(s.id);
                        },
                        onError: (e) => toast.error(e.message),
                      })
                    }
                    data-testid="schedule-run-now"
                  >
                    Run now
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => setOpen(open === s.id ? undefined : s.id)} data-testid="schedule-show-runs">
                  Runs
                </Button>
                <EditDeleteButtons canEdit={can('automated-reports:update')} canDelete={can('automated-reports:delete')} onEdit={() => edit(s)} onDelete={() => ask(s)} testId="schedule" />
              </td>
            </tr>
          ))}
        </ListTable>
      )}
      {opened ? <RunHistory schedule={opened} timeZone={timeZone} /> : null}
      <ReportScheduleDialog {...dialog} schedule={editing} assets={assets} allowAllAssets={isAdmin} timeZone={timeZone} preset={editing ? undefined : preset} />
      <ConfirmDialog {...confirm} title="Delete schedule" />
    </div>
  );
}
