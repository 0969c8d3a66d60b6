import { MESSAGES } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SingleSelect } from './single-select';

const options = [
  { value: 1, label: 'Hino 500 - WXY 4821' },
  { value: 2, label: 'Isuzu NPR - BKQ 7310' },
  { value: 3, label: 'Scania P360 - WUP 9052' },
];

describe('SingleSelect', () => {
  it('is 200 px wide and shows the chosen label', () => {
    render(<SingleSelect options={options} value={2} onChange={vi.fn()} />);
    const trigger = screen.getByTestId('single-select');
    expect(trigger.style.width).toBe('200px');
    expect(trigger.textContent).toContain('Isuzu NPR');
  });

  it('fuzzy search ranks and chooses with the keyboard', async () => {
    const onChange = vi.fn();
    render(<SingleSelect options={options} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('single-select'));
    await userEvent.type(await screen.findByTestId('single-select-search'), 'sc wup');
    const found = screen.getAllByTestId('single-select-option');
    expect(found.map((o) => o.textContent)).toEqual(['Scania P360 - WUP 9052']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(3, options[2]);
    expect(screen.queryByTestId('single-select-search')).toBeNull();
  });

  it("shows 'No Results Found'", async () => {
    render(<SingleSelect options={options} value={null} onChange={vi.fn()} />);
    await userEvent.click(screen.getByTestId('single-select'));
    await userEvent.type(await screen.findByTestId('single-select-search'), 'qqq');
    expect(screen.getByTestId('single-select-empty').textContent).toBe(MESSAGES.noResultsSingle);
  });

  it('an unknown value shows {field} not found', () => {
    render(<SingleSelect options={options} value={99} textField="assetName" onChange={vi.fn()} />);
    expect(screen.getByTestId('single-select').textContent).toContain('assetName not found');
  });
});
