import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../navigation/paths';
import { Spinner } from '../../../ui/spinner';

/** The column of the claim pages: one on phones; the claim page adds a side column on wide screens. */
export function ClaimPageFrame({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10',
        narrow ? 'max-w-3xl' : 'max-w-5xl',
      )}
    >
      {children}
    </div>
  );
}

export function BackHome() {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.customerArea}
      className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('claims.backHome')}
    </Link>
  );
}

export function LoadingBlock() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16" role="status">
      <Spinner />
      <span className="sr-only">{t('loading.label')}</span>
    </div>
  );
}
