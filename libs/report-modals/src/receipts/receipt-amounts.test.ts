import { describe, expect, it } from 'vitest';
import { changeAmount, type ReceiptAmounts } from './receipt-amounts';

const empty: ReceiptAmounts = { fuel: '', priceperliter: '', price: '' };

describe('changeAmount', () => {
  it('computes the missing one of volume, price per litre and total', () => {
    let s = changeAmount(empty, null, 'fuel', '20');
    s = changeAmount(s.amounts, s.auto, 'priceperliter', '2.05');
    expect(s).toEqual({ amounts: { fuel: '20', priceperliter: '2.05', price: '41' }, auto: 'price' });
    const t = changeAmount({ ...empty, price: '90' }, null, 'fuel', '40');
    expect(t.amounts.priceperliter).toBe('2.25');
    const u = changeAmount({ ...empty, price: '90' }, null, 'priceperliter', '3');
    expect(u.amounts.fuel).toBe('30');
  });

  it('keeps recomputing the computed one and never overwrites a typed one', () => {
    let s = changeAmount({ fuel: '20', priceperliter: '2', price: '' }, null, 'fuel', '20');
    expect(s.amounts.price).toBe('40');
    s = changeAmount(s.amounts, s.auto, 'fuel', '25');
    expect(s.amounts.price).toBe('50');
    // Typing the computed one makes it the user's.
    s = changeAmount(s.amounts, s.auto, 'price', '55');
    expect(s.auto).toBeNull();
    const full = changeAmount(s.amounts, s.auto, 'fuel', '10');
    expect(full.amounts).toEqual({ fuel: '10', priceperliter: '2', price: '55' });
  });

  it('clears a computed value that can no longer be computed', () => {
    const s = changeAmount({ fuel: '20', priceperliter: '2', price: '40' }, 'price', 'fuel', '');
    expect(s).toEqual({ amounts: { fuel: '', priceperliter: '2', price: '' }, auto: null });
  });
});
