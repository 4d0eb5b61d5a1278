import type { ClaimDetail } from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast/toast-store';
import { CLAIM_TITLE_ID } from './claim-header';
import { sendClaim, storeClaim } from './claims-api';
import { DocumentLink } from './document-link';

/**
 * 'Enviar siniestro' for a draft: disabled while a document is missing, with the list beside it;
 * the server checks again and answers 422 with what is missing (shown as it says it).
 */
export function SendClaimSection({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const missingId = useId();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendClaim(claim.id),
    onSuccess: async (sent) => {
      await storeClaim(queryClient, sent);
      toast.success(t('claims.send.sent', { number: sent.number ?? '' }));
      // This section goes once sent: focus moves to the title, now under the claim's number.
      document.getElementById(CLAIM_TITLE_ID)?.focus();
    },
  });
  const missing = claim.checklist.items.filter((item) => claim.checklist.missing.includes(item.type));
  const isComplete = claim.checklist.is_complete;
  return (
    <Card as="section" aria-labelledby={titleId} tone="soft" className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {t('claims.send.title')}
      </h2>
      {isComplete ? (
        <p className="text-base text-ink">{t('claims.send.ready')}</p>
      ) : (
        <div id={missingId} className="text-base text-ink">
          <p className="font-semibold">{t('claims.send.missing')}</p>
          <ul className="mt-1 list-disc pl-5">
            {missing.map((item) => (
              <li key={item.type}>
                <DocumentLink type={item.type}>{item.title}</DocumentLink>
              </li>
            ))}
          </ul>
        </div>
      )}
      {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
      <Button
        size="lg"
        className="self-stretch sm:self-start"
        disabled={!isComplete}
        aria-describedby={isComplete ? undefined : missingId}
        isLoading={send.isPending}
        onClick={() => send.mutate()}
      >
        {!send.isPending ? <Send className="size-4" aria-hidden="true" /> : null}
        {t('claims.send.button')}
      </Button>
    </Card>
  );
}
