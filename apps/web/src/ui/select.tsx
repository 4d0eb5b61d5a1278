import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** Native select: the phone's own picker is the most usable one on mobile. */
export function Select({ className, children, ...rest }: SelectProps) {
  return (
    <div className={clsx('relative', className)}>
      <select
        className={clsx(
          'min-h-11 w-full appearance-none rounded-xl border border-[#8a8a95] bg-white py-2 pr-10 pl-3.5 text-base text-ink',
          'aria-[invalid=true]:border-danger focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
        )}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </div>
  );
}
