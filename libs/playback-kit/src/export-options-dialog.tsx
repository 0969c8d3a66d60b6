import { Button } from '@fleet/ui';
import { Checkbox, Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import './export-options-dialog.css';

/** What the playback PDF holds. */
export interface PlaybackExportOptions {
  map: boolean;
  table: boolean;
}

/** Props of {@link ExportPlaybackOptionsDialog}. */
export interface ExportPlaybackOptionsDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to open or close (Cancel, Escape, the close button, after Export). */
  onOpenChange: (open: boolean) => void;
  /** Called with the ticked options; the dialog then closes. */
  onExport: (options: PlaybackExportOptions) => void;
  /** Ticked when the dialog opens. @default nothing ticked */
  initialOptions?: PlaybackExportOptions;
}

/** Width of the dialog, px (SPEC §9). */
export const EXPORT_OPTIONS_DIALOG_WIDTH = 400;

const NONE: PlaybackExportOptions = { map: false, table: false };
const OPTIONS = [
  { key: 'map', label: 'Map' },
  { key: 'table', label: 'Table' },
] as const;

/** 'Export Playback Options' (SPEC §2, 400 px): Map / Table checkboxes; Export only while one is ticked; Cancel closes. */
export function ExportPlaybackOptionsDialog({ open, onOpenChange, onExport, initialOptions = NONE }: ExportPlaybackOptionsDialogProps) {
  const [options, setOptions] = useState<PlaybackExportOptions>(initialOptions);
  useEffect(() => {
    if (open) setOptions(initialOptions);
    // Reset each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const any = options.map || options.table;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pk-export-options__overlay" />
        <Dialog.Content className="pk-export-options" style={{ width: EXPORT_OPTIONS_DIALOG_WIDTH }} data-testid="export-options-dialog" aria-describedby={undefined}>
          <Dialog.Title className="pk-export-options__title">Export Playback Options</Dialog.Title>
          <div role="group" aria-label="Export options" className="pk-export-options__group">
            {OPTIONS.map(({ key, label }) => (
              <label key={key} className="pk-export-options__option">
                <Checkbox.Root
                  className="pk-export-options__box"
                  checked={options[key]}
                  onCheckedChange={(v) => setOptions((cur) => ({ ...cur, [key]: v === true }))}
                  data-testid={`export-option-${key}`}
                >
                  <Checkbox.Indicator>✓</Checkbox.Indicator>
                </Checkbox.Root>
                {label}
              </label>
            ))}
          </div>
          <div className="pk-export-options__actions">
            {any ? (
              <Button
                data-testid="export-options-export"
                onClick={() => {
                  onExport(options);
                  onOpenChange(false);
                }}
              >
                Export
              </Button>
            ) : null}
            <Button variant="secondary" data-testid="export-options-cancel" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
