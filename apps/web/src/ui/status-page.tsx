import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallYouCard } from './call-you-card';

type StatusPageProps = {
  icon: LucideIcon;
  tone?: 'danger' | 'warning' | 'brand' | 'success';
  eyebrow?: string;
  title: string;
  body: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Shows the call-you card next to the content, with this reason sent along. */
  callYouReason?: string;
};

const tones = {
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  brand: 'bg-brand-soft text-brand',
  success: 'bg-success-soft text-success',
};

/** Layout shared by error and result screens: icon, title, explanation, actions. */
export function StatusPage({
  icon: Icon,
  tone = 'brand',
  eyebrow,
  title,
  body,
  children,
  actions,
  callYouReason,
}: StatusPageProps) {
  const hasCallYou = callYouReason !== undefined;
  return (
    <div
      className={clsx(
        // minmax(0, …) tracks: a long unbroken word (an email) wraps instead of widening the page.
        'mx-auto grid w-full grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 sm:py-14 lg:items-start',
        hasCallYou ? 'max-w-5xl lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]' : 'max-w-2xl',
      )}
    >
      <section className="rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8">
        <span className={clsx('flex size-14 items-center justify-center rounded-2xl', tones[tone])}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        {eyebrow ? <p className="mt-5 text-sm font-semibold text-muted uppercase">{eyebrow}</p> : null}
        <h1 className={clsx('text-2xl font-extrabold text-ink sm:text-3xl', eyebrow ? 'mt-1' : 'mt-5')}>
          {title}
        </h1>
        <div className="mt-3 text-base leading-7 text-muted">{body}</div>
        {children ? <div className="mt-6 flex flex-col gap-6">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div> : null}
      </section>
      {hasCallYou ? <CallYouCard reason={callYouReason} /> : null}
    </div>
  );
}

/** A titled list inside a status page (requirements, next steps…). */
export function StatusList({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <List
        className={clsx(
          'mt-2 flex flex-col gap-2 pl-5 text-base leading-7 text-ink',
          ordered ? 'list-decimal' : 'list-disc',
        )}
      >
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </div>
  );
}
