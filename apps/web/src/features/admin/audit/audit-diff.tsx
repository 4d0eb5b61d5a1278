import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diffRows } from './json-diff';

function Value({ text, tone }: { text: string | null; tone: 'before' | 'after' | 'same' }) {
  const { t } = useTranslation();
  if (text === null) return <span className="text-muted italic">{t('admin.audit.noData')}</span>;
  return (
    <pre
      className={clsx(
        'rounded-md px-1.5 py-1 whitespace-pre-wrap [overflow-wrap:anywhere] sm:px-2',
        'font-sans text-sm',
        tone === 'before' && 'bg-danger-soft text-danger line-through decoration-danger/40',
        tone === 'after' && 'bg-success-soft text-success',
        tone === 'same' && 'text-muted',
      )}
    >
      {text}
    </pre>
  );
}

/**
 * Changed fields first, red before and green after; unchanged fields behind a
 * toggle. A fixed layout whose values wrap anywhere, so a long value never
 * pushes the field names or the page sideways.
 */
export function AuditDiff({
  before,
  after,
  entityType,
}: {
  before: unknown;
  after: unknown;
  entityType: string;
}) {
  const { t } = useTranslation();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const rows = diffRows(before, after, entityType);
  const changed = rows.filter((row) => row.isChanged);
  const unchanged = rows.filter((row) => !row.isChanged);
  const visible = isShowingAll ? [...changed, ...unchanged] : changed;
  // A creation has no "before" and a deletion no "after": no column full of 'Sin datos'.
  const hasBefore = before != null;
  const hasAfter = after != null;
  if (rows.length === 0) return <p className="text-sm text-muted">{t('admin.audit.noData')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{t('admin.audit.changes')}</caption>
        <thead className="text-xs font-bold text-muted uppercase">
          <tr>
            <th scope="col" className="w-28 py-1 pr-2 sm:w-48 sm:pr-3">
              {t('admin.audit.field')}
            </th>
            {hasBefore ? (
              <th scope="col" className="py-1 pr-3">
                {t('admin.audit.before')}
              </th>
            ) : null}
            {hasAfter ? (
              <th scope="col" className="py-1">
                {t('admin.audit.after')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => (
            <tr key={row.key || '(valor)'} className="border-t border-line align-top">
              <th scope="row" className="py-1.5 pr-2 font-semibold break-words text-ink sm:pr-3">
                {row.label}
              </th>
              {hasBefore ? (
                <td className="py-1.5 pr-3">
                  <Value text={row.before} tone={row.isChanged ? 'before' : 'same'} />
                </td>
              ) : null}
              {hasAfter ? (
                <td className="py-1.5">
                  <Value text={row.after} tone={row.isChanged ? 'after' : 'same'} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {unchanged.length > 0 ? (
        <button
          type="button"
          className="self-start rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline"
          aria-expanded={isShowingAll}
          onClick={() => setIsShowingAll((value) => !value)}
        >
          {t('admin.audit.unchanged', { count: unchanged.length })}
        </button>
      ) : null}
    </div>
  );
}
