import { isHexColour } from '@amparo/domain';
import { useQuery } from '@tanstack/react-query';
import { SearchX, ShieldCheck, Tag } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client';
import { PATHS } from '../../navigation/paths';
import { Button } from '../../ui/button';
import { CallYouCard } from '../../ui/call-you-card';
import { Spinner } from '../../ui/spinner';
import { StatusPage } from '../../ui/status-page';

/** The store's colour, if it is a plain hex colour dark enough for white text (WCAG AA). */
export function accentOf(branding: { accent?: string } | null): string | null {
  const color = branding?.accent ?? null;
  if (!color || !isHexColour(color)) return null;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(color.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05) >= 4.5 ? color : null;
}

/** /tienda/:slug: a partner store's page; 'Contratar' carries the store and its discount into the flow. */
export default function StoreLandingPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const landing = useQuery({
    queryKey: ['store-landing', slug],
    queryFn: ({ signal }) => callApi('listStoreLandings', { query: { filter: { slug } }, signal }),
    select: (response) => response.data.find((item) => item.slug === slug && item.active) ?? null,
  });
  if (landing.isPending) {
    return (
      <div
        className="flex flex-1 items-center justify-center py-24"
        role="status"
        aria-label={t('loading.label')}
      >
        <Spinner />
      </div>
    );
  }
  const page = landing.data;
  if (!page) {
    return (
      <StatusPage
        icon={SearchX}
        title={t('storeLanding.notFoundTitle')}
        body={t('storeLanding.notFoundBody')}
        actions={
          <Button asChild>
            <Link to={PATHS.map}>{t('storeLanding.allStores')}</Link>
          </Button>
        }
      />
    );
  }
  const accent = accentOf(page.branding);
  const logo = page.branding?.logo_text ?? page.store_name;
  const query = new URLSearchParams({ tienda: String(page.store_id) });
  if (page.discount_code) query.set('descuento', page.discount_code);
  const style = accent ? ({ '--store-accent': accent } as CSSProperties) : undefined;
  return (
    <div style={style}>
      <section
        className={
          accent
            ? 'bg-[var(--store-accent)] text-white'
            : 'bg-gradient-to-br from-brand to-brand-strong text-white'
        }
      >
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-bold tracking-wide uppercase">
            {logo}
            <span aria-hidden="true">×</span>
            {t('brand.name')}
          </p>
          <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
            {page.title}
          </h1>
          {page.discount_code ? (
            <p className="mt-5 inline-flex flex-wrap items-center gap-2 rounded-2xl bg-white px-4 py-2 text-base font-semibold text-ink">
              <Tag className="size-5 text-brand" aria-hidden="true" />
              {t('storeLanding.discount', { code: page.discount_code })}
            </p>
          ) : null}
          <div className="mt-8">
            <Button asChild variant="inverse" size="lg">
              <Link to={`${PATHS.purchase}?${query.toString()}`}>{t('storeLanding.cta')}</Link>
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_minmax(0,22rem)] lg:items-start">
        <section
          aria-label={t('storeLanding.about', { store: page.store_name })}
          className="rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8"
        >
          {(page.body ?? '')
            .split(/\n{2,}/)
            .filter(Boolean)
            .map((paragraph) => (
              <p key={paragraph} className="mb-4 text-lg leading-8 text-ink last:mb-0">
                {paragraph}
              </p>
            ))}
          <p className="mt-6 flex items-start gap-2 text-base text-muted">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {t('storeLanding.trust', { store: page.store_name })}
          </p>
        </section>
        <CallYouCard reason={`tienda:${page.slug}`} />
      </div>
    </div>
  );
}
