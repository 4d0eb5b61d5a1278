import { clsx } from 'clsx';

/** Shield mark + "amparo" wordmark, the same shield as the favicon. */
export function Wordmark({ className, tone = 'brand' }: { className?: string; tone?: 'brand' | 'light' }) {
  const color = tone === 'brand' ? 'text-brand' : 'text-white';
  return (
    <span className={clsx('inline-flex items-center gap-2', color, className)}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <path fill="currentColor" d="M32 3 7 12v18c0 15.5 10.6 27.6 25 31 14.4-3.4 25-15.5 25-31V12L32 3Z" />
        <path
          fill="none"
          stroke={tone === 'brand' ? '#fff' : '#D6007E'}
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m21 32 8 8 15-16"
        />
      </svg>
      {/* The logotype is artwork, always lower-case and never translated. */}
      <span className="text-2xl font-extrabold tracking-tight">amparo</span>
    </span>
  );
}
