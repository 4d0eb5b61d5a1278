import { normalizeDiscountCode } from '@amparo/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { useProposal } from '../api/proposal-api';
import { type PurchaseFlow, PurchaseFlowProvider } from '../hooks/purchase-flow';
import { PROPOSAL_PARAM, useProposalSync } from '../hooks/use-proposal-sync';
import { loadDraftLocally, saveDraftLocally } from '../model/draft-storage';
import type { FieldErrors } from '../model/field-errors';
import { productLineFromParam } from '../model/product-lines';
import { createDraft, emptyItem, type PurchaseDraft } from '../model/purchase-draft';
import { restoreDraft } from '../model/restore-draft';
import {
  firstIncompleteStep,
  nextStep,
  type PurchaseStep,
  stepFromSlug,
  stepIndex,
  stepSlug,
} from '../model/steps';
import { PurchaseLayout } from './purchase-layout';

const STEP_PARAM = 'paso';

function draftFromLink(params: URLSearchParams): PurchaseDraft {
  const storeId = Number(params.get('tienda'));
  const line = productLineFromParam(params.get('tipo'));
  return createDraft({
    productTypeId: line.typeId,
    items: line.asksItems ? [emptyItem()] : [],
    storeId: Number.isInteger(storeId) && storeId > 0 ? storeId : null,
    discountCode: normalizeDiscountCode(params.get('descuento') ?? ''),
  });
}

/**
 * The purchase this tab was doing, unless the link asks for another one: a
 * proposal link of its own, another product line or another store. A
 * discount code in the link still applies to it.
 */
function savedPurchaseFor(params: URLSearchParams) {
  const saved = loadDraftLocally();
  if (!saved) return null;
  const draft = restoreDraft(saved.draft);
  const linkProposal = params.get(PROPOSAL_PARAM);
  const linkLine = params.get('tipo');
  const linkStore = Number(params.get('tienda')) || null;
  if (linkProposal && linkProposal !== saved.proposalId) return null;
  if (linkLine && productLineFromParam(linkLine).typeId !== draft.productTypeId) return null;
  if (linkStore && linkStore !== draft.storeId) return null;
  const code = normalizeDiscountCode(params.get('descuento') ?? '');
  return { ...saved, draft: code ? { ...draft, discountCode: code } : draft };
}

/** /contratacion (spec 2): the five purchase steps, kept in the tab and resumable from `?propuesta=`. */
export default function PurchasePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const saved = useRef(savedPurchaseFor(searchParams)).current;
  const initialProposal = useRef(saved?.proposalId ?? searchParams.get(PROPOSAL_PARAM)).current;
  // The tab's own copy is the freshest (it is written on every keystroke): no need to wait for the proposal.
  const proposal = useProposal(saved ? null : initialProposal);
  const [draft, setDraftState] = useState<PurchaseDraft>(() => saved?.draft ?? draftFromLink(searchParams));
  const [isHydrated, setHydrated] = useState(saved !== null || initialProposal === null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [proposalId, setProposalId] = useState<string | null>(initialProposal);
  const sync = useProposalSync(initialProposal, setProposalId);

  // `?propuesta=<uuid>` once the proposal exists (replace: no extra history entry),
  // so a reload or a shared link resumes here.
  useEffect(() => {
    if (!proposalId || searchParams.get(PROPOSAL_PARAM) === proposalId) return;
    const next = new URLSearchParams(searchParams);
    next.set(PROPOSAL_PARAM, proposalId);
    setSearchParams(next, { replace: true });
  }, [proposalId, searchParams, setSearchParams]);

  const goTo = useCallback(
    (step: PurchaseStep, replace = false) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(STEP_PARAM, stepSlug(step));
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  // Resume (spec 3 identifier_proposal): the saved draft and the saved step.
  useEffect(() => {
    if (isHydrated) return;
    if (proposal.data) {
      setDraftState(restoreDraft(proposal.data.data));
      const saved = proposal.data.step === 'booked' ? 'review' : proposal.data.step;
      if (!searchParams.get(STEP_PARAM)) goTo(saved, true);
      setHydrated(true);
    } else if (proposal.isError) {
      sync.setId(null);
      setProposalId(null);
      setHydrated(true);
    }
  }, [isHydrated, proposal.data, proposal.isError, searchParams, goTo, sync]);

  // Back to the step the customer was on when the purchase was left (the logo, then 'Contratar online').
  useEffect(() => {
    if (saved && !searchParams.get(STEP_PARAM)) goTo(saved.step, true);
  }, [saved, searchParams, goTo]);

  const requested = stepFromSlug(searchParams.get(STEP_PARAM)) ?? 'device';
  const allowed = useMemo(() => firstIncompleteStep(draft), [draft]);
  const step = stepIndex(requested) > stepIndex(allowed) ? allowed : requested;

  // Keep the URL honest when a link asked for a step the draft cannot reach yet.
  useEffect(() => {
    if (isHydrated && step !== requested) goTo(step, true);
  }, [isHydrated, step, requested, goTo]);

  useEffect(() => {
    if (isHydrated) saveDraftLocally({ draft, step, proposalId });
  }, [isHydrated, draft, step, proposalId]);

  const flow: PurchaseFlow = useMemo(
    () => ({
      draft,
      setDraft: (update) => setDraftState(update),
      step,
      goTo: (target) => goTo(target),
      complete: (current, next) => {
        setDraftState(next);
        const target = nextStep(current);
        void sync.save(target, next);
        goTo(target);
      },
      proposalId,
      serverErrors,
      setServerErrors,
      saveProgress: (next) => {
        setDraftState(next);
        void sync.save(step, next);
      },
    }),
    [draft, step, goTo, sync, serverErrors, proposalId],
  );

  if (!isHydrated) {
    return (
      <div className="flex flex-1 items-center justify-center gap-3 py-24" role="status">
        <Spinner />
        <span className="text-muted">{t('purchase.resume.loading')}</span>
      </div>
    );
  }

  return (
    <PurchaseFlowProvider value={flow}>
      {proposal.isError ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <Alert tone="info">{t('purchase.resume.notFound')}</Alert>
        </div>
      ) : null}
      {proposal.data?.status === 'booked' ? (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <Alert tone="info">{t('purchase.resume.alreadyBooked')}</Alert>
        </div>
      ) : null}
      <PurchaseLayout />
    </PurchaseFlowProvider>
  );
}
