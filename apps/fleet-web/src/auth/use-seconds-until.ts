import { useEffect, useState } from 'react';

/** Whole seconds from now until `deadlineMs` (ms since epoch), ticking once a second; null without a deadline or once it has passed. */
export function useSecondsUntil(deadlineMs: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadlineMs) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs]);
  if (deadlineMs === null) return null;
  const left = Math.ceil((deadlineMs - now) / 1000);
  return left > 0 ? left : null;
}
