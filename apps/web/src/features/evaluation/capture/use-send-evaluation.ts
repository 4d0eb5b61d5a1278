import { evaluationDeviceType } from '@amparo/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { uploadWithProgress } from '../../../api/upload-with-progress';
import { PATHS } from '../../../navigation/paths';
import { type EvaluationFlowState, evaluationFlow } from '../flow/evaluation-flow-store';
import { evaluationAuth } from '../flow/use-evaluation-context';
import { type PhoneLocation, usePhoneLocation } from './phone-location';

type Target = { policyId: number; riskId: number; token: string | null };

export type SendState =
  | { status: 'idle' }
  | { status: 'sending'; progress: number }
  | { status: 'failed'; error: unknown };

/** The body of `POST /policies/{id}/evaluations`, from what the capture pages gathered. */
export function evaluationBody(
  flow: EvaluationFlowState,
  riskId: number,
  userAgent: string,
  location?: PhoneLocation,
) {
  const { front, back, invoice } = flow.photos;
  if (!front || !back || !flow.screenCode) return null;
  return {
    risk_id: riskId,
    screen_code: flow.screenCode,
    device_type: evaluationDeviceType(userAgent),
    photos: {
      front: { image: front.dataUrl },
      back: { image: back.dataUrl },
      ...(invoice ? { invoice: { image: invoice.dataUrl } } : {}),
    },
    // Where the phone was, when the browser gave it; the check never waits for it
    // (docs/policy-admin.md, Where the phone was).
    ...(location ? { location } : {}),
  };
}

/**
 * Sends the photos with upload progress. Accepted (202): nothing of the photos stays in the tab,
 * and the page that waits for the checks opens. A check already under way goes there too.
 */
export function useSendEvaluation(target: Target) {
  const navigate = useNavigate();
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const location = usePhoneLocation();

  async function send(flow: EvaluationFlowState) {
    const body = evaluationBody(flow, target.riskId, navigator.userAgent, location.current);
    if (!body) return;
    setState({ status: 'sending', progress: 0 });
    try {
      await uploadWithProgress(
        'createEvaluation',
        { params: { policyId: target.policyId }, ...evaluationAuth(target), body },
        (progress) => setState({ status: 'sending', progress }),
      );
      evaluationFlow.clear();
      void navigate(PATHS.evaluationChecking, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EVALUATION_IN_PROGRESS') {
        void navigate(PATHS.evaluationChecking, { replace: true });
        return;
      }
      setState({ status: 'failed', error });
    }
  }

  return { state, send };
}
