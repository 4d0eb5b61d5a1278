import * as Label from '@radix-ui/react-label';
import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Render prop so the control gets the generated id and aria wiring. */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
};

/** Label + control + hint + error, with the error announced via aria-describedby. */
export function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label.Root htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </Label.Root>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, ...rest }: InputProps) {
  return (
    <input
      className={clsx(
        'min-h-11 w-full rounded-xl border border-[#8a8a95] bg-white px-3.5 text-base text-ink',
        'placeholder:text-[#6b6b75] aria-[invalid=true]:border-danger',
        'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0',
        className,
      )}
      {...rest}
    />
  );
}
