import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A countdown of `seconds` that calls `onZero` once when it reaches 0. `remaining` is null while
 * it is not running; `start` restarts it and `cancel` stops it without calling `onZero`.
 */
export function useCountdown(seconds: number, onZero: () => void) {
  const [remaining, setRemaining] = useState<number | null>(null);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (remaining === null) return;
    if (remaining <= 0) {
      setRemaining(null);
      onZeroRef.current();
      return;
    }
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const cancel = useCallback(() => setRemaining(null), []);
  return { remaining, isRunning: remaining !== null, start, cancel };
}
