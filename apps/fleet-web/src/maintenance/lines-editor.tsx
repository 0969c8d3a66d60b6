import { CURRENCY, lineAmount, linesCost, type CostLine } from '@fleet/domain';
import { Button } from '@fleet/ui';

/** A line as the form edits it: numbers as typed. */
export interface LineDraft {
  type: 'part' | 'labour';
  description: string;
  partNumber: string;
  quantity: string;
  unitCost: string;
}

/** An empty line of a kind. */
export const newLine = (type: 'part' | 'labour'): LineDraft => ({ type, description: '', partNumber: '', quantity: type === 'labour' ? '1' : '1', unitCost: '' });

/** Stored lines as drafts. */
export const draftLines = (lines: readonly CostLine[]): LineDraft[] => lines.map((l) => ({ type: l.type, description: l.description, partNumber: l.partNumber, quantity: String(l.quantity), unitCost: String(l.unitCost) }));

/** Drafts as the schema reads them (a number field's text as a number, NaN when it is not one: the schema says so). */
export const linesOf = (drafts: readonly LineDraft[]): CostLine[] =>
  drafts.map((d) => ({ type: d.type, description: d.description, partNumber: d.partNumber, quantity: d.quantity.trim() === '' ? Number.NaN : Number(d.quantity), unitCost: d.unitCost.trim() === '' ? Number.NaN : Number(d.unitCost) }));

const money = (v: number) => `${CURRENCY} ${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Props of {@link LinesEditor}. */
export interface LinesEditorProps {
  lines: readonly LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** Messages by field path (`lines.2.quantity`). */
  errors?: Record<string, string>;
  /** @default 'lines' */
  testId?: string;
}

/**
 * The parts and labour of a service or a work order: one row per line (description, part number, quantity or hours,
 * unit cost, its amount), add and remove, and the parts, labour and total (domain linesCost, as stored).
 */
export function LinesEditor({ lines, onChange, errors = {}, testId = 'lines' }: LinesEditorProps) {
  const set = (i: number, change: Partial<LineDraft>) => onChange(lines.map((l, k) => (k === i ? { ...l, ...change } : l)));
  const parsed = linesOf(lines).filter((l) => Number.isFinite(l.quantity) && Number.isFinite(l.unitCost));
  const cost = linesCost(parsed);
  const error = (i: number) => Object.entries(errors).find(([k]) => k.startsWith(`lines.${i}.`))?.[1];
  return (
    <fieldset className="maintenance-lines" data-testid={testId}>
      <legend>Parts and labour</legend>
      {lines.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Description</th>
              <th scope="col">Part no.</th>
              <th scope="col">Qty / hours</th>
              <th scope="col">Unit cost ({CURRENCY})</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => {
              const q = Number(l.quantity);
              const u = Number(l.unitCost);
              return (
                <tr key={i} data-testid={`${testId}-row`}>
                  <td>{l.type === 'part' ? 'Part' : 'Labour'}</td>
                  <td>
                    <input aria-label="Description" value={l.description} onChange={(e) => set(i, { description: e.target.value })} data-testid={`${testId}-description`} />
                    {error(i) ? (
                      <span className="admin-form__error" role="alert">
                        {error(i)}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <input aria-label="Part number" value={l.partNumber} disabled={l.type === 'labour'} onChange={(e) => set(i, { partNumber: e.target.value })} data-testid={`${testId}-part-number`} />
                  </td>
                  <td>
                    <input aria-label={l.type === 'part' ? 'Quantity' : 'Hours'} inputMode="decimal" value={l.quantity} onChange={(e) => set(i, { quantity: e.target.value })} data-testid={`${testId}-quantity`} />
                  </td>
                  <td>
                    <input aria-label="Unit cost" inputMode="decimal" value={l.unitCost} onChange={(e) => set(i, { unitCost: e.target.value })} data-testid={`${testId}-unit-cost`} />
                  </td>
                  <td className="maintenance-lines__amount">{Number.isFinite(q) && Number.isFinite(u) && l.unitCost.trim() !== '' ? money(lineAmount({ quantity: q, unitCost: u })) : '—'}</td>
                  <td>
                    <Button size="sm" variant="ghost" onClick={() => onChange(lines.filter((_, k) => k !== i))} aria-label={`Remove line ${i + 1}`} data-testid={`${testId}-remove`}>
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted">No lines yet.</p>
      )}
      <div className="maintenance-lines__foot">
        <Button size="sm" variant="secondary" onClick={() => onChange([...lines, newLine('part')])} data-testid={`${testId}-add-part`}>
          Add part
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onChange([...lines, newLine('labour')])} data-testid={`${testId}-add-labour`}>
          Add labour
        </Button>
        <span className="maintenance-lines__total" data-testid={`${testId}-total`}>
          Parts {money(cost.parts)} · Labour {money(cost.labour)} · Total {money(cost.total)}
        </span>
      </div>
    </fieldset>
  );
}
