import { createContext, type ReactNode, useContext } from 'react';
import type { FieldErrors } from '../model/field-errors';
import type { PurchaseDraft } from '../model/purchase-draft';
import type { PurchaseStep } from '../model/steps';

export type PurchaseFlow = {
  draft: PurchaseDraft;
  setDraft: (update: (draft: PurchaseDraft) => PurchaseDraft) => void;
  step: PurchaseStep;
  goTo: (step: PurchaseStep) => void;
  /** Saves the proposal at the next step and moves on. */
  complete: (step: PurchaseStep, draft: PurchaseDraft) => void;
  proposalId: string | null;
  /** Field errors from the last booking attempt, keyed like 'holder.email'. */
  serverErrors: FieldErrors;
  setServerErrors: (errors: FieldErrors) => void;
  /** Records a fact in the proposal without moving (the IPID was opened). */
  saveProgress: (draft: PurchaseDraft) => void;
};

const PurchaseFlowContext = createContext<PurchaseFlow | null>(null);

export function PurchaseFlowProvider({ value, children }: { value: PurchaseFlow; children: ReactNode }) {
  return <PurchaseFlowContext.Provider value={value}>{children}</PurchaseFlowContext.Provider>;
}

export function usePurchaseFlow(): PurchaseFlow {
  const flow = useContext(PurchaseFlowContext);
  if (!flow) throw new Error('usePurchaseFlow outside <PurchaseFlowProvider>');
  return flow;
}
