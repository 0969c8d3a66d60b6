import { MESSAGES } from '@fleet/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GroupedMultiSelect } from './grouped-multi-select';
import type { OptionFields, OptionValue } from './grouped-options';
import { CITY_FIXTURE, manyOptions, type CityOption } from './testing/fixtures';

const fields: OptionFields<CityOption> = { group: 'state', text: 'city', value: 'code' };

function Harness({ initial = [], single = false, onChange }: { initial?: OptionValue[]; single?: boolean; onChange?: (v: OptionValue[]) => void }) {
  const [value, setValue] = useState<OptionValue[]>(initial);
  return (
    <GroupedMultiSelect
      options={CITY_FIXTURE}
      fields={fields}
      value={value}
      single={single}
      onChange={(v) => {
        onChange?.(v);
        setValue(v);
      }}
    />
  );
}

async function openMenu() {
  await userEvent.click(screen.getByTestId('multi-select-trigger'));
  return screen.findByTestId('multi-select-menu');
}

describe('GroupedMultiSelect', () => {
  it('shows up to two chips, else the first and +N more...', () => {
    const { unmount } = render(<Harness initial={['SA', 'PJ']} />);
    expect(screen.getAllByTestId('multi-select-chip').map((c) => c.textContent)).toEqual(['Shah Alam', 'Petaling Jaya']);
    unmount();
    render(<Harness initial={['SA', 'PJ', 'KL', 'GT']} />);
    expect(screen.getAllByTestId('multi-select-chip')).toHaveLength(1);
    expect(screen.getByTestId('multi-select-more').textContent).toBe('+3 more...');
  });

  it('groups expand and collapse; a group checkbox chooses and drops all its members with a partial badge', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['PJ']} onChange={onChange} />);
    const menu = await openMenu();
    expect(within(menu).queryAllByTestId('multi-select-option')).toHaveLength(0);
    const selangor = within(menu).getAllByTestId('multi-select-group')[0] as HTMLElement;
    expect(within(selangor).getByTestId('multi-select-group-badge').textContent).toBe('1/3');
    await userEvent.click(within(selangor).getByTestId('multi-select-group-toggle'));
    expect(within(menu).getAllByTestId('multi-select-option')).toHaveLength(3);
    await userEvent.click(within(selangor).getByTestId('multi-select-group-checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(['PJ', 'SA', 'KL']);
    expect(within(selangor).queryByTestId('multi-select-group-badge')).toBeNull();
    await userEvent.click(within(selangor).getByTestId('multi-select-group-checkbox'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(within(selangor).getByTestId('multi-select-group-toggle'));
    expect(within(menu).queryAllByTestId('multi-select-option')).toHaveLength(0);
  });

  it("search ignores case and spaces; nothing found shows 'No results found'; the close icon clears it", async () => {
    render(<Harness />);
    const menu = await openMenu();
    const search = within(menu).getByTestId('multi-select-search');
    await userEvent.type(search, 'PETALING  jaya');
    expect(within(menu).getAllByTestId('multi-select-option').map((o) => o.textContent)).toEqual(['Petaling Jaya']);
    await userEvent.clear(search);
    await userEvent.type(search, 'xyz');
    expect(within(menu).getByTestId('multi-select-empty').textContent).toBe(MESSAGES.noResults);
    await userEvent.click(within(menu).getByTestId('multi-select-search-clear'));
    expect((search as HTMLInputElement).value).toBe('');
    expect(within(menu).getAllByTestId('multi-select-group')).toHaveLength(3);
  });

  it('single mode keeps only the first chosen value and closes', async () => {
    const onChange = vi.fn();
    render(<Harness single initial={['SA', 'PJ']} onChange={onChange} />);
    expect(screen.getAllByTestId('multi-select-chip').map((c) => c.textContent)).toEqual(['Shah Alam']);
    const menu = await openMenu();
    await userEvent.type(within(menu).getByTestId('multi-select-search'), 'klang');
    await userEvent.click(within(menu).getByTestId('multi-select-option'));
    expect(onChange).toHaveBeenCalledWith(['KL']);
    expect(screen.queryByTestId('multi-select-menu')).toBeNull();
    expect(screen.getAllByTestId('multi-select-chip').map((c) => c.textContent)).toEqual(['Klang']);
  });

  it("a value with no option shows '{field} not found'", () => {
    render(<Harness initial={['XX']} />);
    expect(screen.getByTestId('multi-select-chip').textContent).toBe('city not found');
  });

  it('renders a window of 32 px rows out of thousands', async () => {
    const options = manyOptions(5000);
    render(<GroupedMultiSelect options={options} fields={{ group: 'group', text: 'name', value: 'id' }} value={[]} onChange={vi.fn()} />);
    const menu = await openMenu();
    await userEvent.type(within(menu).getByTestId('multi-select-search'), 'unit');
    const rows = within(menu).getAllByTestId('multi-select-option');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThanOrEqual(110);
    expect((rows[0]?.parentElement as HTMLElement).style.height).toBe('32px');
    // Typing into 5,000 options takes a few seconds of jsdom on a busy machine: the default 5 s is too tight.
  }, 30_000);
});
