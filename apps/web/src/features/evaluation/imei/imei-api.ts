import type { ImeiReading, SavedImei } from '@amparo/contract';
import { callApi } from '../../../api/client';
import { ApiError } from '../../../api/http';
import { type EvaluationContextValue, evaluationAuth } from '../flow/use-evaluation-context';

type Target = Pick<EvaluationContextValue, 'token'> & { policyId: number; riskId: number };

/** POST …/imei: the `*#06#` screenshot, read on the server (barcode, then OCR). */
export function readImeiScreenshot(target: Target, image: string, filename: string): Promise<ImeiReading> {
  return callApi('readImeiScreenshot', {
    params: { policyId: target.policyId, riskId: target.riskId },
    ...evaluationAuth(target),
    body: { image, filename, extension: extensionOf(filename) },
  });
}

/** PUT …/imei: the IMEI the customer confirmed (read) or typed (manual). */
export function saveRiskImei(
  target: Target,
  imei: string,
  source: 'ocr' | 'barcode' | 'manual',
): Promise<SavedImei> {
  return callApi('saveRiskImei', {
    params: { policyId: target.policyId, riskId: target.riskId },
    ...evaluationAuth(target),
    body: { imei, source },
  });
}

function extensionOf(filename: string): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(filename)?.[1];
  return extension ? extension.toLowerCase() : 'png';
}

/** What an IMEI call's failure means for the page. */
export type ImeiFailure = 'repeated' | 'exhausted' | 'unreadable' | 'invalid' | 'limited' | 'other';

export function imeiFailure(error: unknown): ImeiFailure {
  if (!(error instanceof ApiError)) return 'other';
  // Too many screenshots in a short time: the server's message says how long to wait.
  if (error.status === 429) return 'limited';
  if (error.code === 'IMEI_REPEATED') return 'repeated';
  if (error.code === 'IMEI_RETRIES_EXHAUSTED') return 'exhausted';
  if (error.code === 'IMEI_UNREADABLE') return 'unreadable';
  if (error.code === 'IMEI_INVALID' || error.status === 422) return 'invalid';
  return 'other';
}
