/**
 * The demo trucks' and cars' documents (road tax, insurance; trucks also their PUSPAKOM inspection and APAD permit),
 * written as the maintenance area writes them (insertRecord: each with its expiry reminder), expiries spread so that
 * a few are due soon and one is overdue.
 */
import { addMonths, documentInputSchema } from '@fleet/domain';
import { insertRecord } from '../../maintenance/record-repository';
import { documentPlans } from './demo-catalog';
import { dayKey, type DemoContext } from './demo-context';

/** One day after a date key. */
const nextDay = (key: string) => new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)) + 1)).toISOString().slice(0, 10);

/** @returns the documents written */
export async function writeDemoDocuments(ctx: DemoContext): Promise<number> {
  let written = 0;
  for (const asset of ctx.assets.values()) {
    if (asset.type !== 'truck' && asset.type !== 'car') continue;
    for (const plan of documentPlans(asset.name)) {
      const expiryDate = dayKey(ctx, plan.expiresIn);
      // Issued the day after the previous one ran out: valid `months` to its expiry.
      const issuedOn = nextDay(addMonths(expiryDate, -plan.months));
      const input = documentInputSchema.parse({
        kind: 'd',
        assetId: asset.id,
        documentType: plan.type,
        title: plan.title(Number(issuedOn.slice(0, 4))),
        reference: plan.reference,
        issuedOn,
        expiryDate,
        cost: plan.cost,
        vendor: plan.vendor,
      });
      await insertRecord(ctx.db, ctx.tenantId, input, ctx.timeZone, ctx.admin);
      written += 1;
    }
  }
  return written;
}
