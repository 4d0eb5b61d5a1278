import type { SigningState } from '@amparo/contract';
import { SIGNING_WINDOW_MS } from '@amparo/domain';
import { useMutation } from '@tanstack/react-query';
import { FileClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { startSigning } from './signing-api';
import type { SigningCredential } from './use-signing-access';

export const SIGNING_WINDOW_DAYS = SIGNING_WINDOW_MS / (24 * 60 * 60 * 1000);

/**
 * The last signing lapsed (7 days untouched): say so plainly, and let the customer prepare the
 * contract again here, which opens a fresh signing with its own 7 days.
 */
export function ExpiredSigning({
  policyId,
  credential,
  onRestarted,
}: {
  policyId: number;
  credential: SigningCredential;
  onRestarted: (state: SigningState) => void;
}) {
  const { t } = useTranslation();
  const restart = useMutation({
    mutationFn: () => startSigning(policyId, credential),
    onSuccess: onRestarted,
  });
  return (
    <section aria-labelledby="firma-caducada" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <FileClock className="mt-1 size-6 shrink-0 text-warning" aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <h2 id="firma-caducada" className="text-lg font-bold text-ink">
            {t('signing.expired.title')}
          </h2>
          <p className="text-base leading-7 text-muted">
            {t('signing.expired.body', { days: SIGNING_WINDOW_DAYS })}
          </p>
        </div>
      </div>
      {restart.isError ? <Alert>{errorMessage(restart.error)}</Alert> : null}
      <Button
        size="lg"
        className="self-stretch sm:self-start"
        disabled={restart.isPending}
        onClick={() => restart.mutate()}
      >
        {restart.isPending ? t('signing.expired.preparing') : t('signing.expired.action')}
      </Button>
    </section>
  );
}
