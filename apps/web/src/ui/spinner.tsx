import { clsx } from 'clsx';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'brand' | 'light';
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' };

/** Decorative spinner: the surrounding element carries the accessible status text. */
export function Spinner({ size = 'md', tone = 'brand', className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block animate-spin rounded-full border-solid border-current border-r-transparent',
        tone === 'brand' ? 'text-brand' : 'text-white',
        sizes[size],
        className,
      )}
    />
  );
}
