import { useEffect, useState } from 'react';

function secondsLeft(seconds: number, since: number): number {
  return Math.max(0, Math.ceil(seconds - (Date.now() - since) / 1000));
}

/** Seconds left of `seconds` counted from `since` (ms), ticking once a second until 0. */
export function useCountdown(seconds: number, since: number): number {
  const [value, setValue] = useState(() => secondsLeft(seconds, since));
  useEffect(() => {
    setValue(secondsLeft(seconds, since));
    if (secondsLeft(seconds, since) === 0) return;
    const timer = setInterval(() => {
      const next = secondsLeft(seconds, since);
      setValue(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, since]);
  return value;
}
