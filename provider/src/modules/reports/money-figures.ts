import { fromCents, toCents } from '../../../../domain/money';

// Sums of completed jobs' money, added up exactly (whole cents as BigInt): a total is the exact
// sum of its rows to the đồng.

export type Sums = { jobs: number; files: number; revenue: string; editorPay: string; qaPay: string };
export type Figures = Sums & { margin: string };

export type Accumulator = { jobs: number; files: number; revenue: bigint; editorPay: bigint; qaPay: bigint };

export const emptyAccumulator = (): Accumulator => ({ jobs: 0, files: 0, revenue: 0n, editorPay: 0n, qaPay: 0n });

export function accumulate(into: Accumulator, sums: Sums | Accumulator): Accumulator {
  into.jobs += sums.jobs;
  into.files += sums.files;
  into.revenue += typeof sums.revenue === 'bigint' ? sums.revenue : toCents(sums.revenue);
  into.editorPay += typeof sums.editorPay === 'bigint' ? sums.editorPay : toCents(sums.editorPay);
  into.qaPay += typeof sums.qaPay === 'bigint' ? sums.qaPay : toCents(sums.qaPay);
  return into;
}

/** The contract's MoneyFigures: margin = revenue − editor pay − QA pay. */
export function figuresOf(sum: Accumulator): Figures {
  return {
    jobs: sum.jobs,
    files: sum.files,
    revenue: fromCents(sum.revenue),
    editorPay: fromCents(sum.editorPay),
    qaPay: fromCents(sum.qaPay),
    margin: fromCents(sum.revenue - sum.editorPay - sum.qaPay),
  };
}

/** (current − previous) / previous as a share, null when previous is 0 (display only). */
export function change(current: bigint, previous: bigint): number | null {
  if (previous === 0n) return null;
  return Number(((current - previous) * 100000n) / (previous < 0n ? -previous : previous)) / 100000;
}
