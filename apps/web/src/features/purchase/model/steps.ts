import type { PurchaseDraft } from './purchase-draft';
import { isStepValid } from './step-schemas';

// The five steps of /contratacion. The URL carries the step (`?paso=`) so the
// browser's back button walks back through them; the proposal's `step` uses
// the contract's names (spec 7, ProposalStepSchema).
export const STEPS = ['device', 'coverage', 'holder', 'payment', 'review'] as const;
export type PurchaseStep = (typeof STEPS)[number];

const SLUGS: Record<PurchaseStep, string> = {
  device: 'dispositivo',
  coverage: 'cobertura',
  holder: 'datos',
  payment: 'pago',
  review: 'revision',
};

export const stepSlug = (step: PurchaseStep) => SLUGS[step];

export function stepFromSlug(slug: string | null): PurchaseStep | null {
  return STEPS.find((step) => SLUGS[step] === slug || step === slug) ?? null;
}

export const stepIndex = (step: PurchaseStep) => STEPS.indexOf(step);

export function nextStep(step: PurchaseStep): PurchaseStep {
  return STEPS[Math.min(stepIndex(step) + 1, STEPS.length - 1)]!;
}

export function previousStep(step: PurchaseStep): PurchaseStep | null {
  const index = stepIndex(step);
  return index > 0 ? STEPS[index - 1]! : null;
}

/**
 * The furthest step the draft allows: a reload or a link to `?paso=revision`
 * with an empty draft lands on the first step that still needs data.
 */
export function firstIncompleteStep(draft: PurchaseDraft, now = new Date()): PurchaseStep {
  for (const step of ['device', 'coverage', 'holder', 'payment'] as const) {
    if (!isStepValid(step, draft, now)) return step;
  }
  return 'review';
}
