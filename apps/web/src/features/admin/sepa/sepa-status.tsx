import { SEPA_FILE_STATUS_NAMES } from '@amparo/domain';
import { Badge } from '../../../ui/badge';

const TONES = { generating: 'info', generated: 'success', sent: 'brand', failed: 'danger' } as const;

/** A SEPA file's state, named as the CSV export names it (the domain's SEPA_FILE_STATUS_NAMES). */
export function SepaFileStatus({ status }: { status: keyof typeof TONES }) {
  return <Badge tone={TONES[status]}>{SEPA_FILE_STATUS_NAMES[status]}</Badge>;
}

/** A job's progress as a bar with its figures, for the people waiting on it. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted tabular-nums">
        {label}: {done} / {total} ({percent} %)
      </p>
    </div>
  );
}
