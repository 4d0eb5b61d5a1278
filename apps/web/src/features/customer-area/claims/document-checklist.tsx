import type { ClaimDetail } from '@amparo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { isClaimClosed } from './claim-upload-rules';
import { DocumentItem } from './document-item';
import type { Shrinker } from './prepare-claim-file';

type DocumentChecklistProps = {
  claim: ClaimDetail;
  /** The document to open at (the 'Adjuntar documentación' notice); none otherwise. */
  askedType?: string | undefined;
  shrink?: Shrinker;
};

/** Spec 5's documents of this claim, each with its own state, so the customer knows what is missing. */
export function DocumentChecklist({ claim, askedType, shrink }: DocumentChecklistProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-ink">
          {t('claims.documents.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {isClaimClosed(claim) ? t('claims.documents.closed') : t('claims.documents.intro')}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {claim.checklist.items.map((item) => (
          <DocumentItem
            key={item.type}
            claim={claim}
            item={item}
            isAsked={item.type === askedType}
            {...(shrink ? { shrink } : {})}
          />
        ))}
      </ul>
    </Card>
  );
}
