import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../../ui/checkbox';

/** A yes/no form value drawn as the design-system checkbox. */
export function CheckboxField<TForm extends FieldValues, TContext, TValues>({
  control,
  name,
  label,
}: {
  control: Control<TForm, TContext, TValues>;
  name: FieldPathByValue<TForm, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox checked={field.value as boolean} onCheckedChange={field.onChange} label={label} />
      )}
    />
  );
}
