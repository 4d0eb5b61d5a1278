import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

export type PageMeta = {
  page: number;
  per_page: number;
  total: number;
  /** The server stopped counting at `total` (a million-row list): 'más de 10.000', pages unknown. */
  total_capped?: boolean;
  /** Whether a further page exists (lists that say so; otherwise worked out from the total). */
  has_more?: boolean;
};

export function Pagination({ meta, onPageChange }: { meta: PageMeta; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const hasNext = meta.has_more ?? meta.page < pages;
  return (
    <nav
      aria-label={t('admin.table.pagination')}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted" aria-live="polite">
        {meta.total_capped
          ? `${t('admin.table.totalCapped', { count: meta.total })} · ${t('admin.table.pageOnly', { page: meta.page })}`
          : `${t('admin.table.total', { count: meta.total })} · ${t('admin.table.page', { page: meta.page, pages })}`}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={meta.page <= 1}
          onClick={() => onPageChange(meta.page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('admin.table.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPageChange(meta.page + 1)}>
          {t('admin.table.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
