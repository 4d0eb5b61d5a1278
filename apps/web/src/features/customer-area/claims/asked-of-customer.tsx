import type { ClaimDetail } from '@amparo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { canUploadTo } from './claim-upload-rules';
import { DocumentLink } from './document-link';

/**
 * 'Lo que te pedimos' once the claim is sent: each document to upload (again), with the reason a
 * file was rejected, and a link to its upload. A draft has its own list beside 'Enviar siniestro'.
 */
export function AskedOfCustomer({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const asked = claim.checklist.items.filter(
    (item) => (item.state === 'rejected' || item.state === 'pending_upload') && canUploadTo(claim, item),
  );
  return (
    <Card as="section" aria-labelledby={titleId} tone={asked.length > 0 ? 'soft' : 'default'}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {t('claims.asked.title')}
      </h2>
      {asked.length === 0 ? (
        <p className="mt-2 text-sm text-ink">{t('claims.asked.nothing')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {asked.map((item) => (
            <li key={item.type} className="text-sm text-ink">
              <DocumentLink type={item.type}>{item.title}</DocumentLink>:{' '}
              {item.state !== 'rejected'
                ? item.requested_at
                  ? t('claims.asked.requested', { what: item.description })
                  : t('claims.asked.upload')
                : item.rejection_reason
                  ? t('claims.asked.reupload', { reason: item.rejection_reason })
                  : t('claims.asked.reuploadNoReason')}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
