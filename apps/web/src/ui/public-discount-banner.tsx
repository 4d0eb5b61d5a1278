import type { DiscountValidationSchema, z } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type PublicDiscount = z.infer<typeof DiscountValidationSchema> | null;

// A plain fetch (not api/http.ts) keeps the landing's first chunk light; a
// failure simply shows no banner.
async function fetchPublicDiscount(): Promise<PublicDiscount> {
  const response = await fetch('/api/public-discount', { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  return (await response.json()) as PublicDiscount;
}

/** GET /public-discount: the running public campaign, shown when there is one. */
export function PublicDiscountBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['public-discount'],
    queryFn: fetchPublicDiscount,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (!data) return null;
  return (
    <aside aria-label={t('publicDiscount.aria')} className={className}>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-6">
        <Tag className="size-5 shrink-0 text-brand" aria-hidden="true" />
        <p className="text-base text-ink">
          <span className="font-bold">{data.label}</span>
          {data.description ? <span> · {data.description}</span> : null}
        </p>
        <p className="text-sm text-muted">
          {t('publicDiscount.code')}{' '}
          <span className="rounded-md bg-white px-2 py-0.5 font-mono font-bold text-brand-strong ring-1 ring-brand/30">
            {data.code}
          </span>
        </p>
      </div>
    </aside>
  );
}
