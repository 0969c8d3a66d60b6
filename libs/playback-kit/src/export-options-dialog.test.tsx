import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportPlaybackOptionsDialog } from './export-options-dialog';

describe('ExportPlaybackOptionsDialog', () => {
  it('shows Export only while an option is ticked and exports the choice', () => {
    const onExport = vi.fn();
    const onOpenChange = vi.fn();
    render(<ExportPlaybackOptionsDialog open onOpenChange={onOpenChange} onExport={onExport} />);
    expect(screen.getByText('Export Playback Options')).toBeTruthy();
    expect(screen.queryByTestId('export-options-export')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Table' }));
    fireEvent.click(screen.getByTestId('export-options-export'));
    expect(onExport).toHaveBeenCalledWith({ map: false, table: true });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('hides Export again when everything is unticked', () => {
    render(<ExportPlaybackOptionsDialog open onOpenChange={vi.fn()} onExport={vi.fn()} initialOptions={{ map: true, table: false }} />);
    expect(screen.getByTestId('export-options-export')).toBeTruthy();
    fireEvent.click(screen.getByTestId('export-option-map'));
    expect(screen.queryByTestId('export-options-export')).toBeNull();
  });

  it('Cancel closes without exporting', () => {
    const onExport = vi.fn();
    const onOpenChange = vi.fn();
    render(<ExportPlaybackOptionsDialog open onOpenChange={onOpenChange} onExport={onExport} />);
    fireEvent.click(screen.getByTestId('export-options-cancel'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onExport).not.toHaveBeenCalled();
  });
});
