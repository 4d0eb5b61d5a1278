import { Search } from 'lucide-react';
import { Field, Input } from '../../../ui/field';

/** A labelled search box with a magnifier, for a list's filters. */
export function SearchField({
  label,
  value,
  placeholder,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  placeholder: string;
  /** A line under the box (what the search looks into, its minimum). */
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} {...(hint ? { hint } : {})}>
      {(aria) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <Input
            {...aria}
            type="search"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className="pl-10"
          />
        </div>
      )}
    </Field>
  );
}
