import { Field, Input } from '../../../ui/field';

type Props = {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
};

/** A list filter's 'from' and 'to' days ('YYYY-MM-DD'), each bounding the other's picker. */
export function DateRangeFields({ fromLabel, toLabel, from, to, onChange }: Props) {
  return (
    <>
      <Field label={fromLabel}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => onChange({ from: event.target.value, to })}
          />
        )}
      </Field>
      <Field label={toLabel}>
        {(aria) => (
          <Input
            {...aria}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => onChange({ from, to: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
