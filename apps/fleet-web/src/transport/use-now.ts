import { useEffect, useState } from 'react';

/** The clock, read again every `intervalMs` (a countdown's 1 s, a board's minute); `fixed` stops it at that instant (stories, tests). */
export function useNow(intervalMs: number, fixed?: number): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, fixed]);
  return fixed ?? now;
}
