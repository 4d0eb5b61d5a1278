import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'danger' | 'neutral' | 'info' | 'brand' | 'warning';

// Text colour on its soft background is above 4.5:1 for every tone (WCAG AA).
const tones: Record<BadgeTone, string> = {
  success: 'bg-success-soft text-success ring-success/30',
  danger: 'bg-danger-soft text-danger ring-danger/30',
  neutral: 'bg-[#eeeef1] text-muted ring-[#c9c9d1]',
  info: 'bg-info-soft text-info ring-info/30',
  brand: 'bg-brand-soft text-brand-strong ring-brand/30',
  warning: 'bg-warning-soft text-warning ring-warning/30',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap uppercase ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
