import type { BookedPolicy } from '@amparo/contract';
import { normalizeIban, requiresPhoneCheck } from '@amparo/domain';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApiError } from '../../../../api/http';
import { PATHS } from '../../../../navigation/paths';
import { Button } from '../../../../ui/button';
import { openModal } from '../../../../ui/modals/modal-bus';
import { usePurchaseFlow } from '../../hooks/purchase-flow';
import { useBooking } from '../../hooks/use-booking';
import { saveBookedPurchase } from '../../model/booked-policy-store';
import { type Acceptances, buildBookingRequest, checkBookingRequest } from '../../model/build-booking';
import { clearDraftLocally } from '../../model/draft-storage';
import { toFieldErrors } from '../../model/server-errors';
import { AcceptanceList } from './acceptance-list';
import { BookingErrorPanel } from './booking-error-panel';
import { ReviewSummary } from './review-summary';

const NONE: Acceptances = { terms: false, precontractual: false, privacy: false, has_invoice: false };

/** Step e: summary, IPID, the four acceptances and 'Contratar'. */
export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, proposalId, saveProgress, serverErrors, setServerErrors } = usePurchaseFlow();
  const [acceptances, setAcceptances] = useState<Acceptances>(NONE);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const isIpidOpened = draft.ipidOpenedAt !== null;
  const isAllAccepted = Object.values(acceptances).every(Boolean) && isIpidOpened;

  const onBooked = useCallback(
    (policy: BookedPolicy) => {
      saveBookedPurchase({
        policy,
        ibanLast4: draft.paymentMethod === 'direct_debit' ? normalizeIban(draft.iban).slice(-4) : null,
        needsPhoneCheck: requiresPhoneCheck(
          draft.productTypeId,
          draft.items.map((item) => item.kind),
        ),
      });
      setServerErrors({});
      clearDraftLocally();
      navigate(`${PATHS.purchasePayment}?poliza=${encodeURIComponent(policy.number)}`);
    },
    [draft, navigate, setServerErrors],
  );
  const onFailed = useCallback(
    // Field paths from the server ('body.holder.email') map back onto the steps' fields.
    (error: ApiError) => setServerErrors(toFieldErrors(error.issues)),
    [setServerErrors],
  );
  const booking = useBooking(onBooked, onFailed);

  function openIpid() {
    // One button, one document: the IPID in a modal, with its PDF to keep inside it.
    openModal('precontractual-info', draft.productId ? { productId: draft.productId } : {});
    // Recorded in the draft and saved in the proposal: the box can be ticked from now on.
    if (!isIpidOpened) saveProgress({ ...draft, ipidOpenedAt: new Date().toISOString() });
  }

  function submit() {
    const request = buildBookingRequest(draft, acceptances, proposalId);
    const problems = checkBookingRequest(request);
    setClientErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void booking.book(request);
  }

  const apiError = booking.state.status === 'error' ? booking.state.error : null;
  const fieldErrors = { ...serverErrors, ...clientErrors };
  const hasFailed = apiError !== null || Object.keys(clientErrors).length > 0;

  return (
    <div className="flex flex-col gap-8">
      <ReviewSummary />
      <AcceptanceList
        value={acceptances}
        onChange={setAcceptances}
        isIpidOpened={isIpidOpened}
        onOpenIpid={openIpid}
      />
      {hasFailed ? (
        <BookingErrorPanel
          message={apiError?.message ?? null}
          fieldErrors={fieldErrors}
          onRetry={submit}
          isRetrying={booking.isPending}
        />
      ) : null}
      <div className="flex flex-col gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-muted">
          <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          {t('purchase.review.withdrawal')}
        </p>
        <Button
          size="lg"
          className="sm:min-w-56"
          onClick={submit}
          disabled={!isAllAccepted}
          isLoading={booking.isPending}
        >
          {booking.isPending ? t('purchase.review.booking') : t('purchase.review.book')}
        </Button>
      </div>
      {isAllAccepted ? null : (
        <p className="-mt-5 text-right text-sm text-muted">{t('purchase.review.acceptAll')}</p>
      )}
    </div>
  );
}
