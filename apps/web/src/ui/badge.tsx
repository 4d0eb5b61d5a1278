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

type BadgeProps = {
  tone?: BadgeTone;
  /** Long labels may break onto two lines on phones, where a table row has no room. */
  wrapsOnPhones?: boolean;
  children: ReactNode;
};

export function Badge({ tone = 'neutral', wrapsOnPhones = false, children }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ring-1 ring-inset',
        wrapsOnPhones ? 'text-center sm:whitespace-nowrap' : 'whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
