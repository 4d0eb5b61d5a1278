import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A box that scrolls its content (a wide table, a long text, the contract's pages). It is a tab
 * stop, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1, axe's
 * scrollable-region-focusable). Its heading names it from outside.
 */
export function ScrollBox({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      // The focus ring (index.css) drawn inside: a scrolling box's parent often clips what is outside.
      className={clsx('focus-visible:-outline-offset-4', className)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}
