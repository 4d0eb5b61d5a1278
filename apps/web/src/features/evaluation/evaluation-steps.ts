import { PATHS } from '../../navigation/paths';

// Spec 4 flow order: IMEI, instructions, front pre-capture, front capture,
// back pre-capture, back capture, summary, then a result screen.
export const PROGRESS_STEPS = ['imei', 'instructions', 'front', 'back', 'summary', 'result'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

export type StepKey =
  | 'imei'
  | 'imeiRepeated'
  | 'instructions'
  | 'precapture'
  | 'precaptureFront'
  | 'captureFront'
  | 'precaptureBack'
  | 'captureBack'
  | 'summary';

export type StepConfig = {
  key: StepKey;
  /** Child path under /evaluation ('' is the index). */
  path: string;
  progress: ProgressStep;
  back: string | null;
  next: string | null;
  /** Needs the camera or the server: until the phone-check issue lands it opens from the mail link. */
  needsMailLink: boolean;
};

export const STEPS: readonly StepConfig[] = [
  {
    key: 'imei',
    path: '',
    progress: 'imei',
    back: null,
    next: PATHS.evaluationInstructions,
    needsMailLink: true,
  },
  {
    key: 'imeiRepeated',
    path: 'imei-repeated',
    progress: 'imei',
    back: PATHS.evaluation,
    next: null,
    needsMailLink: false,
  },
  {
    key: 'instructions',
    path: 'instructions',
    progress: 'instructions',
    back: PATHS.evaluation,
    next: PATHS.evaluationPrecapture,
    needsMailLink: false,
  },
  {
    key: 'precapture',
    path: 'precapture',
    progress: 'instructions',
    back: PATHS.evaluationInstructions,
    next: PATHS.evaluationPrecaptureFront,
    needsMailLink: false,
  },
  {
    key: 'precaptureFront',
    path: 'precapture/front',
    progress: 'front',
    back: PATHS.evaluationPrecapture,
    next: PATHS.evaluationCaptureFront,
    needsMailLink: false,
  },
  {
    key: 'captureFront',
    path: 'capture/front',
    progress: 'front',
    back: PATHS.evaluationPrecaptureFront,
    next: PATHS.evaluationPrecaptureBack,
    needsMailLink: true,
  },
  {
    key: 'precaptureBack',
    path: 'precapture/back',
    progress: 'back',
    back: PATHS.evaluationCaptureFront,
    next: PATHS.evaluationCaptureBack,
    needsMailLink: false,
  },
  {
    key: 'captureBack',
    path: 'capture/back',
    progress: 'back',
    back: PATHS.evaluationPrecaptureBack,
    next: PATHS.evaluationSummary,
    needsMailLink: true,
  },
  {
    key: 'summary',
    path: 'summary',
    progress: 'summary',
    back: PATHS.evaluationCaptureBack,
    next: null,
    needsMailLink: true,
  },
];

const RESULT_PATHS: readonly string[] = [
  PATHS.evaluationChecking,
  PATHS.evaluationRejected,
  PATHS.evaluationBreakage,
];

/** Which progress step a location belongs to, for the indicator in the layout. */
export function getProgressStep(pathname: string): ProgressStep {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  if (RESULT_PATHS.includes(normalized)) return 'result';
  const step = STEPS.find((candidate) => {
    const full = candidate.path ? `${PATHS.evaluation}/${candidate.path}` : PATHS.evaluation;
    return full === normalized;
  });
  return step?.progress ?? 'imei';
}
