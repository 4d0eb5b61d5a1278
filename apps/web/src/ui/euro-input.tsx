import { formatAmount, parseEuro } from '@amparo/domain';
import { useEffect, useState } from 'react';
import { Input } from './field';

type EuroInputProps = {
  id: string;
  value: number | null;
  onChange: (cents: number | null) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** An amount in euros as people type it ('1.219', '1219,50' or '1219.50'), held in cents. */
export function EuroInput({ value, onChange, ...aria }: EuroInputProps) {
  const [text, setText] = useState(value === null ? '' : formatAmount(value));
  const [isEditing, setEditing] = useState(false);

  useEffect(() => {
    if (!isEditing) setText(value === null ? '' : formatAmount(value));
  }, [value, isEditing]);

  return (
    <div className="relative">
      <Input
        {...aria}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        className="pr-10"
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          // The domain's one parser: '1219.50', '1.219,50' and '1219,5' are the same cents.
          onChange(next.trim() === '' ? null : parseEuro(next));
        }}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      >
        €
      </span>
    </div>
  );
}
