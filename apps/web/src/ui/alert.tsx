import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type AlertProps = { tone?: 'danger' | 'success' | 'info'; children: ReactNode; className?: string };

const tones = {
  danger: { box: 'bg-danger-soft text-danger ring-danger/30', Icon: CircleAlert },
  success: { box: 'bg-success-soft text-success ring-success/30', Icon: CircleCheck },
  info: { box: 'bg-info-soft text-info ring-info/30', Icon: Info },
};

/**
 * An inline message. Errors use role="alert" so screen readers announce them
 * as soon as they appear; other tones are polite status messages.
 */
export function Alert({ tone = 'danger', children, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-3 rounded-xl p-3.5 text-sm font-medium ring-1 ring-inset',
        box,
        className,
      )}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
