import type { PolicyEvidence } from '@amparo/contract';
import { formatEuro, periodicityName } from '@amparo/domain';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTimeSeconds } from '../../../ui/format';
import { HashText } from './hash-text';

type EvidenceRecord = PolicyEvidence['records'][number];

const KNOWN_KEYS = [
  'ip',
  'user_agent',
  'channel',
  'to',
  'destination',
  'by',
  'premium_cents',
  'devices',
  'text',
  'reason',
  'sha256',
  'document_sha256',
  'signed_document_sha256',
  'image_sha256',
  'seal_certificate_sha256',
  'policy_number',
  'annual_premium_cents',
  'periodicity',
  'provider',
  'page',
  'mail',
  'expires_at',
  'last_touched_at',
  'window_days',
  'document_key',
  'signed_document_key',
] as const;
const HASH = /^[0-9a-f]{64}$/i;

function payloadValue(t: TFunction, key: string, value: unknown, label: string): ReactNode {
  if (typeof value === 'string' && HASH.test(value)) return <HashText hash={value} what={label} />;
  if ((key === 'premium_cents' || key === 'annual_premium_cents') && typeof value === 'number')
    return formatEuro(value);
  if (key === 'periodicity' && typeof value === 'number') return periodicityName(value);
  if ((key === 'expires_at' || key === 'last_touched_at') && typeof value === 'string')
    return formatDateTimeSeconds(value);
  if (key === 'channel' && (value === 'mail' || value === 'sms')) return t(`admin.signing.channel.${value}`);
  if (key === 'by' && (value === 'activation' || value === 'staff'))
    return t(`admin.signing.sentBy.${value}`);
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The values of a record staff look for (address, channel, where the code
 * went, the documents' hashes) under Spanish names first; anything else the
 * record holds follows under its own name, so nothing kept is hidden.
 */
function payloadFacts(t: TFunction, payload: Record<string, unknown>) {
  const known = KNOWN_KEYS.filter((key) => key in payload).map(
    (key) => [key, t(`admin.signing.payload.${key}`)] as const,
  );
  const others = Object.keys(payload)
    .filter((key) => !(KNOWN_KEYS as readonly string[]).includes(key))
    .sort()
    .map((key) => [key, key] as const);
  return [...known, ...others]
    .filter(([key]) => payload[key] !== null && payload[key] !== undefined && payload[key] !== '')
    .map(([key, label]) => ({ key, label, value: payloadValue(t, key, payload[key], label) }));
}

/** The chain's records in order, the first one that does not hold marked. */
export function EvidenceTimeline({
  records,
  brokenAt,
}: {
  records: readonly EvidenceRecord[];
  brokenAt: number | null;
}) {
  const { t } = useTranslation();
  if (records.length === 0) return <p className="text-muted">{t('admin.signing.noRecords')}</p>;
  return (
    <ol aria-label={t('admin.signing.timeline')} className="flex flex-col">
      {records.map((record, index) => {
        const isBroken = record.sequence === brokenAt;
        const isLast = index === records.length - 1;
        return (
          <li key={record.sequence} className="relative flex gap-3 pb-5 last:pb-0">
            {isLast ? null : (
              <span aria-hidden="true" className="absolute top-7 bottom-0 left-[13px] w-0.5 bg-line" />
            )}
            <span
              aria-hidden="true"
              className={clsx(
                'z-10 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
                isBroken ? 'bg-danger text-white' : 'bg-brand-soft text-brand-strong',
              )}
            >
              {record.sequence}
            </span>
            <div
              className={clsx(
                'min-w-0 flex-1 rounded-xl p-3',
                isBroken ? 'bg-danger-soft ring-1 ring-danger/40 ring-inset' : 'bg-page',
              )}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-bold text-ink">
                  <span className="sr-only">
                    {t('admin.signing.recordNumber', { sequence: record.sequence })}:{' '}
                  </span>
                  {record.label}
                </p>
                <time dateTime={record.occurred_at} className="text-sm tabular-nums text-muted">
                  {formatDateTimeSeconds(record.occurred_at)}
                </time>
              </div>
              {isBroken ? (
                <p className="mt-1 text-sm font-bold text-danger">{t('admin.signing.brokenHere')}</p>
              ) : null}
              <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
                {payloadFacts(t, record.payload).map(({ key, label, value }) => (
                  <div key={key} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="min-w-0 break-words text-ink">{value}</dd>
                  </div>
                ))}
                <dt className="text-muted">{t('admin.signing.recordHash')}</dt>
                <dd className="min-w-0">
                  <HashText hash={record.hash} what={t('admin.signing.recordHash')} />
                </dd>
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
