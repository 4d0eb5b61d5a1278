import { clsx } from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/** Multi-line text with the same border, focus and error look as Input. */
export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={clsx(
        'w-full rounded-xl border border-[#8a8a95] bg-white px-3.5 py-2.5 text-base text-ink',
        'placeholder:text-[#6b6b75] aria-[invalid=true]:border-danger',
        'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
        className,
      )}
      {...rest}
    />
  );
}
