import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  disabled?: boolean;
};

export function Checkbox({
  checked,
  onCheckedChange,
  label,
  describedBy,
  isInvalid,
  disabled,
}: CheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        id={id}
        // Radix renders a button: name it explicitly from the visible label, which
        // assistive tech (and Playwright's accessible-name rules) do not take from <label for>.
        aria-labelledby={`${id}-label`}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        disabled={disabled}
        className="disabled:cursor-not-allowed disabled:border-[#b9b9c2] disabled:bg-[#eeeef1] mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-[#8a8a95] bg-white data-[state=checked]:border-brand data-[state=checked]:bg-brand aria-[invalid=true]:border-danger"
      >
        <CheckboxPrimitive.Indicator>
          <Check className="size-4 text-white" strokeWidth={3} aria-hidden="true" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={disabled ? 'text-base leading-6 text-muted' : 'text-base leading-6 text-ink'}
      >
        {label}
      </label>
    </div>
  );
}
