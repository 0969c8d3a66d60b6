import { Button } from '@fleet/ui';
import { DropdownMenu } from 'radix-ui';
import type { PlaybackExportControls } from './use-playback-export';

/** The playback export menu (SPEC §2): PDF report (map and/or table), Excel, and the map image. */
export function PlaybackExportMenu({ controls, disabled }: { controls: PlaybackExportControls; disabled: boolean }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled || controls.exporting}>
        <Button size="sm" variant="secondary" data-testid="playback-export">
          Export
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="playback-menu" align="end" sideOffset={4} data-testid="playback-export-menu">
          <DropdownMenu.Item className="playback-menu__item" onSelect={controls.openPdfOptions} data-testid="playback-export-pdf">
            PDF report
          </DropdownMenu.Item>
          <DropdownMenu.Item className="playback-menu__item" onSelect={() => void controls.exportExcel()} data-testid="playback-export-excel">
            Excel
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="playback-menu__separator" />
          <DropdownMenu.Item className="playback-menu__item" onSelect={() => void controls.exportMapImage('clipboard')} data-testid="playback-map-copy">
            Copy map image
          </DropdownMenu.Item>
          <DropdownMenu.Item className="playback-menu__item" onSelect={() => void controls.exportMapImage('download')} data-testid="playback-map-download">
            Download map image
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
