import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded and the main thread is idle (or
 * after `timeout` ms at most): for work the first paint must not wait for.
 */
export function whenIdleAfterLoad(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(run, { timeout });
    else idleHandle = globalThis.setTimeout(run, 200) as unknown as number;
  };
  const run = () => {
    if (!cancelled) callback();
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleHandle);
    else globalThis.clearTimeout(idleHandle);
  };
}

/** False on the first render, true once the page has loaded and gone idle. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  return ready;
}
