import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../api/client';
import { ApiError } from '../../../api/http';
import { PATHS } from '../../../navigation/paths';
import { evaluationFlow } from '../flow/evaluation-flow-store';
import { evaluationAuth } from '../flow/use-evaluation-context';

export type ScreenCodeState =
  | { status: 'loading' }
  | { status: 'ready'; code: string }
  | { status: 'error'; error: unknown };

type Target = { policyId: number; riskId: number; token: string | null };

/**
 * A fresh one-time code each time the front capture opens: the server only accepts
 * the photo that shows it. Kept in the flow store for the summary's upload.
 */
export function useScreenCode(target: Target) {
  const { policyId, riskId, token } = target;
  const navigate = useNavigate();
  const [state, setState] = useState<ScreenCodeState>({ status: 'loading' });
  // One request per visit, even when React runs the effect twice in development.
  const issuedFor = useRef<string | null>(null);

  const issue = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const answer = await callApi('issueEvaluationCode', {
        params: { policyId, riskId },
        // The link's session, or the policyholder's login when opened from the customer area.
        ...evaluationAuth({ token }),
      });
      evaluationFlow.open(policyId, riskId);
      evaluationFlow.setScreenCode(answer.code);
      setState({ status: 'ready', code: answer.code });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EVALUATION_IN_PROGRESS') {
        void navigate(PATHS.evaluationChecking, { replace: true });
        return;
      }
      setState({ status: 'error', error });
    }
  }, [policyId, riskId, token, navigate]);

  useEffect(() => {
    const key = `${policyId}:${riskId}`;
    if (issuedFor.current === key) return;
    issuedFor.current = key;
    void issue();
  }, [policyId, riskId, issue]);

  return { state, retry: issue };
}
