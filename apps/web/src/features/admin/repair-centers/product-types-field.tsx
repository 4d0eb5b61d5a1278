import type { ProductType } from '@amparo/contract';
import { useId } from 'react';
import { Checkbox } from '../../../ui/checkbox';

type Props = {
  label: string;
  productTypes: readonly ProductType[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
};

/** Several product types at once: a group of boxes (native multiple selects are unusable on phones). */
export function ProductTypesField({ label, productTypes, value, onChange, error }: Props) {
  const id = useId();
  const toggle = (typeId: number, isChecked: boolean) =>
    onChange(isChecked ? [...value, typeId].sort((a, b) => a - b) : value.filter((item) => item !== typeId));
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {productTypes.map((type) => (
          <Checkbox
            key={type.id}
            checked={value.includes(type.id)}
            onCheckedChange={(isChecked) => toggle(type.id, isChecked)}
            label={type.name}
            isInvalid={Boolean(error)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
