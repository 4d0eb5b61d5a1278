import { useCallback, useMemo, useRef } from 'react';
import { createProposal, updateProposal } from '../api/proposal-api';
import { withoutAccountNumber } from '../model/draft-storage';
import type { PurchaseDraft } from '../model/purchase-draft';
import type { PurchaseStep } from '../model/steps';

export const PROPOSAL_PARAM = 'propuesta';

/**
 * Saves the draft as the customer goes: the first save creates the proposal
 * and puts `?propuesta=<uuid>` in the URL (replace, not push), later ones
 * PATCH it. A failed save never blocks the purchase: the booking carries
 * everything anyway, and the next step saves again.
 */
export function useProposalSync(initialId: string | null, onCreated: (id: string) => void) {
  const idRef = useRef<string | null>(initialId);
  const creating = useRef<Promise<string | null> | null>(null);

  const save = useCallback(
    async (step: PurchaseStep, draft: PurchaseDraft) => {
      const data = withoutAccountNumber(draft) as unknown as Record<string, unknown>;
      try {
        if (!idRef.current && creating.current) await creating.current;
        if (idRef.current) {
          await updateProposal(idRef.current, { step, data });
          return;
        }
        creating.current = createProposal({
          step,
          data,
          ...(draft.storeId ? { store_id: draft.storeId } : {}),
        }).then((proposal) => proposal.identifier_proposal);
        const id = await creating.current;
        idRef.current = id;
        if (id) onCreated(id);
      } catch {
        // Non-blocking by design (see above).
      } finally {
        creating.current = null;
      }
    },
    [onCreated],
  );

  return useMemo(
    () => ({
      save,
      getId: () => idRef.current,
      setId: (id: string | null) => {
        idRef.current = id;
      },
    }),
    [save],
  );
}
