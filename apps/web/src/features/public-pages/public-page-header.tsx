import type { ReactNode } from 'react';

/** The coloured band at the top of each public page. */
export function PublicPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand to-brand-strong text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-white/95">{lead}</p>
        {children ? <div className="mt-6 flex flex-col gap-3 sm:flex-row">{children}</div> : null}
      </div>
    </header>
  );
}

export function PageSection({
  title,
  lead,
  children,
  id,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <h2 id={id} className="text-2xl font-extrabold text-ink sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 max-w-3xl text-lg text-muted">{lead}</p> : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
