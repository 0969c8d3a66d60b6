import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssetSelector } from './asset-selector';
import { ASSET_FIXTURE } from './testing/fixtures';

function Routed({ route, onChange, legacy = false }: { route: { name: string; params: Record<string, string> }; onChange: (v: number[]) => void; legacy?: boolean }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <AssetSelector
      assets={ASSET_FIXTURE}
      value={value}
      legacy={legacy}
      routeName={route.name}
      routeParams={route.params}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('AssetSelector', () => {
  it('is 300 px wide, 250 compact; the popup is 400 px high and grouped by assetGroup', async () => {
    const { rerender } = render(<AssetSelector assets={ASSET_FIXTURE} value={[]} onChange={vi.fn()} />);
    expect(screen.getByTestId('asset-selector').style.width).toBe('300px');
    rerender(<AssetSelector assets={ASSET_FIXTURE} value={[]} onChange={vi.fn()} compact />);
    expect(screen.getByTestId('asset-selector').style.width).toBe('250px');
    await userEvent.click(screen.getByTestId('asset-selector-trigger'));
    const menu = await screen.findByTestId('asset-selector-menu');
    expect(menu.style.height).toBe('400px');
    expect(within(menu).getAllByTestId('asset-selector-group').map((g) => g.getAttribute('data-group'))).toEqual([
      'Klang Valley Logistics',
      'Penang Distribution',
      'Johor Southern Hub',
    ]);
  });

  it('contains search over name and unit; the close icon clears it', async () => {
    render(<AssetSelector assets={ASSET_FIXTURE} value={[]} onChange={vi.fn()} />);
    await userEvent.click(screen.getByTestId('asset-selector-trigger'));
    const search = await screen.findByTestId('asset-selector-search');
    await userEvent.type(search, 'scania');
    expect(screen.getAllByTestId('asset-selector-option')).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, '441004');
    expect(screen.getAllByTestId('asset-selector-option').map((o) => o.textContent)).toEqual(['Isuzu FRR - PKN 3921']);
    await userEvent.click(screen.getByTestId('asset-selector-search-clear'));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('singleSelect allows one asset', async () => {
    const onChange = vi.fn();
    render(<AssetSelector assets={ASSET_FIXTURE} value={[1]} onChange={onChange} singleSelect />);
    await userEvent.click(screen.getByTestId('asset-selector-trigger'));
    await userEvent.type(await screen.findByTestId('asset-selector-search'), 'proton');
    await userEvent.click(screen.getByTestId('asset-selector-option'));
    expect(onChange).toHaveBeenCalledWith([5]);
  });

  it('disabled: the trigger does not open', async () => {
    render(<AssetSelector assets={ASSET_FIXTURE} value={[2]} onChange={vi.fn()} disabled />);
    expect((screen.getByTestId('asset-selector-trigger') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('asset-selector-trigger'));
    expect(screen.queryByTestId('asset-selector-menu')).toBeNull();
  });

  it('preselects from the route and clears when the route name changes', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Routed route={{ name: 'monitor', params: { view: 'map', assetId: '6' } }} onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith([6]);
    expect(screen.getByTestId('asset-selector-chip').textContent).toBe('Scania G410 - JQR 5512');
    rerender(<Routed route={{ name: 'monitor', params: { view: 'table' } }} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<Routed route={{ name: 'reports', params: {} }} onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('legacy: clears when the params change', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Routed legacy route={{ name: 'monitor', params: { view: 'map', assetId: '6' } }} onChange={onChange} />);
    rerender(<Routed legacy route={{ name: 'monitor', params: { view: 'table' } }} onChange={onChange} />);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
