import { useId } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { ChoiceGroup, type ChoiceOption } from '../../../ui/choice-group';
import type { ClaimFormOutput, ClaimFormValues } from './claim-form-schema';
import { focusFirstRadio } from './focus-first-radio';

type ChoiceFieldProps = {
  control: Control<ClaimFormValues, unknown, ClaimFormOutput>;
  name: FieldPath<ClaimFormValues>;
  label: string;
  options: readonly ChoiceOption<string>[];
  hint?: string | undefined;
  error?: string | undefined;
  /** Shown instead of the radios while there are none to choose from. */
  empty?: string | undefined;
  /** After the form takes the choice. */
  onChange?: (value: string) => void;
  className?: string;
  itemClassName?: string;
};

/** A radio group of the claim form with its visible label, hint and error, as Field does for inputs. */
export function ChoiceField({
  control,
  name,
  label,
  options,
  hint,
  error,
  empty,
  onChange,
  className,
  itemClassName,
}: ChoiceFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{label}</p>
      {options.length === 0 && empty ? (
        <p className="text-base text-muted">{empty}</p>
      ) : (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            // react-hook-form focuses a field in error through its ref: here, the group's radio.
            <div ref={(node) => field.ref({ focus: () => focusFirstRadio(node) })}>
              <ChoiceGroup<string>
                label={label}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onValueChange={(value) => {
                  field.onChange(value);
                  onChange?.(value);
                }}
                isInvalid={!!error}
                describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
                options={options}
                {...(className ? { className } : {})}
                {...(itemClassName ? { itemClassName } : {})}
              />
            </div>
          )}
        />
      )}
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
