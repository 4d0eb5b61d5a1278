import * as RadioGroup from '@radix-ui/react-radio-group';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type ChoiceOption<T extends string> = {
  value: T;
  content: ReactNode;
  /** Accessible name when the content is long (a whole coverage card). */
  ariaLabel?: string;
  disabled?: boolean;
};

type ChoiceGroupProps<T extends string> = {
  value: T | null;
  onValueChange: (value: T) => void;
  label: string;
  options: readonly ChoiceOption<T>[];
  className?: string;
  itemClassName?: string;
  /** Room kept for the indicator dot (top right); a card whose text sits below an icon row needs none. */
  contentClassName?: string;
  isInvalid?: boolean;
  describedBy?: string | undefined;
};

/**
 * Cards that behave as one radio group (arrow keys move, Space picks). The
 * checked card gets the brand ring; the indicator dot keeps it readable
 * without colour.
 */
export function ChoiceGroup<T extends string>({
  value,
  onValueChange,
  label,
  options,
  className,
  itemClassName,
  contentClassName = 'pr-7',
  isInvalid,
  describedBy,
}: ChoiceGroupProps<T>) {
  return (
    <RadioGroup.Root
      value={value ?? ''}
      onValueChange={(next) => onValueChange(next as T)}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className={clsx('grid gap-3', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          aria-label={option.ariaLabel}
          className={clsx(
            'group relative flex h-full w-full cursor-pointer rounded-2xl bg-white p-4 text-left ring-1 ring-line transition',
            'hover:ring-brand/60 data-[state=checked]:bg-brand-soft/40 data-[state=checked]:ring-2 data-[state=checked]:ring-brand',
            'disabled:cursor-not-allowed disabled:opacity-60',
            isInvalid && 'ring-danger',
            itemClassName,
          )}
        >
          <span
            aria-hidden="true"
            className="absolute top-4 right-4 flex size-5 items-center justify-center rounded-full border-2 border-[#8a8a95] bg-white group-data-[state=checked]:border-brand"
          >
            <span className="size-2.5 rounded-full bg-brand opacity-0 group-data-[state=checked]:opacity-100" />
          </span>
          <span className={clsx('block w-full', contentClassName)}>{option.content}</span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
