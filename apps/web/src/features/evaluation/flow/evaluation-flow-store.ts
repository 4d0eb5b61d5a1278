import type { ScreenCodeFinding } from '@amparo/domain';
import { useSyncExternalStore } from 'react';

// What the phone check gathers page by page before it is sent: the
// photos taken, each already shrunk to a JPEG in the browser, and the
// one-time code the front photo shows. Kept in memory for the pages of this
// tab, and copied to sessionStorage (best effort) so a reload of the summary
// does not lose two photos; cleared once the check is sent.

export type PhotoSide = 'front' | 'back' | 'invoice';

export type CapturedPhoto = {
  /** `data:image/jpeg;base64,...`, ready for the upload body and an <img>. */
  dataUrl: string;
  width: number;
  height: number;
  /** Size of the JPEG in bytes. */
  bytes: number;
  /** Light and sharpness the browser measured on it (absent where it cannot): precheckPhoto grades them. */
  measures?: { meanLuminance: number; sharpness: number; screenCode?: ScreenCodeFinding };
};

export type EvaluationFlowState = {
  /** The policy and phone being checked; the photos belong to them only. */
  policyId: number | null;
  riskId: number | null;
  /** The one-time value shown on screen while the front photo was taken. */
  screenCode: string | null;
  photos: Partial<Record<PhotoSide, CapturedPhoto>>;
};

const STORAGE_KEY = 'amparo.peritacion';
const EMPTY: EvaluationFlowState = { policyId: null, riskId: null, screenCode: null, photos: {} };

function load(): EvaluationFlowState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const value = JSON.parse(raw) as Partial<EvaluationFlowState>;
    return {
      policyId: typeof value.policyId === 'number' ? value.policyId : null,
      riskId: typeof value.riskId === 'number' ? value.riskId : null,
      screenCode: typeof value.screenCode === 'string' ? value.screenCode : null,
      photos: value.photos && typeof value.photos === 'object' ? value.photos : {},
    };
  } catch {
    return EMPTY;
  }
}

let state: EvaluationFlowState | null = null;
const listeners = new Set<() => void>();

function current(): EvaluationFlowState {
  state ??= load();
  return state;
}

function set(next: EvaluationFlowState) {
  state = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full (two large photos) or refused: the photos stay in memory for this page's life.
  }
  for (const listener of listeners) listener();
}

export const evaluationFlow = {
  get: current,
  /** Starts (or keeps) the check of one phone; another phone or policy starts from nothing. */
  open(policyId: number, riskId: number) {
    const now = current();
    if (now.policyId === policyId && now.riskId === riskId) return;
    set({ ...EMPTY, policyId, riskId });
  },
  setScreenCode(code: string | null) {
    set({ ...current(), screenCode: code });
  },
  setPhoto(side: PhotoSide, photo: CapturedPhoto | null) {
    const photos = { ...current().photos };
    if (photo) photos[side] = photo;
    else delete photos[side];
    set({ ...current(), photos });
  },
  /** Once sent: nothing of the photos stays in the tab. */
  clear() {
    set({ ...EMPTY, policyId: current().policyId, riskId: current().riskId });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: forget the memory copy so the next read comes from storage. */
  resetForTests() {
    state = null;
    listeners.clear();
  },
};

/** The check in progress, re-rendering when a page changes it. */
export function useEvaluationFlow(): EvaluationFlowState {
  return useSyncExternalStore(evaluationFlow.subscribe, evaluationFlow.get, evaluationFlow.get);
}
