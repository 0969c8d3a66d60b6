/** Frame helpers of the benchmark page. */

type Waiter = { test: () => boolean; resolve: (t: number) => void };
const waiters: Waiter[] = [];

/** Called by MapView after every deck.gl frame: resolves the waiters whose condition holds. */
export function notifyAfterRender(): void {
  const now = performance.now();
  for (let i = waiters.length - 1; i >= 0; i--) {
    const w = waiters[i]!;
    if (w.test()) {
      waiters.splice(i, 1);
      w.resolve(now);
    }
  }
}

/** Time of the next deck.gl afterRender at which `test` holds. */
export function afterRenderWhere(test: () => boolean = () => true): Promise<number> {
  return new Promise((resolve) => waiters.push({ test, resolve }));
}

/** Resolves after the next frame has been painted (rAF, then a task after it), with the time. */
export function afterPaint(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
}

/** Waits n frames. */
export async function frames(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await afterPaint();
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Median of numbers. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
