import { type ReactNode, useId } from 'react';

// The blocks of a back-office detail page (policy, claim, phone check): a titled card and its
// label and value pairs.

/** A titled card; `hint` is a line under the title that says what the block is for. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  // Named by its heading, so each block is a landmark a screen reader can jump to.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label and value pairs; an empty value reads '—'. */
export function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-semibold break-words text-ink">
            {value === null || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
