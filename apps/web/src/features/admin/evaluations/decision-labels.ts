import type { EvaluationLabel } from '@amparo/contract';
import type { BadgeTone } from '../../../ui/badge';

export const DECISION_SIDES = ['frontal', 'trasera'] as const;
export type DecisionSide = (typeof DECISION_SIDES)[number];

export const LABELS: readonly EvaluationLabel[] = ['Validated', 'Rejected', 'Breakage'];

export const LABEL_TONE: Record<EvaluationLabel, BadgeTone> = {
  Validated: 'success',
  Rejected: 'danger',
  Breakage: 'warning',
};
