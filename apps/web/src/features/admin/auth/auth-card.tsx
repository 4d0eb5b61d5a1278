import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../../../ui/wordmark';

/** Centred card for the pages before login (login, forgotten and new password). */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-page px-4 py-10 sm:justify-center sm:py-16">
      <div className="mb-6 flex items-center gap-3">
        <Wordmark />
        <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-muted uppercase ring-1 ring-line">
          {t('admin.title')}
        </span>
      </div>
      <main className="w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8">
        <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
        {description ? <p className="mt-2 text-base text-muted">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
