import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { buildPolicyAccess } from '../../../test/policy-access';
import type { CapturedPhoto } from '../flow/evaluation-flow-store';
import { EvaluationContext } from '../flow/use-evaluation-context';

// Shared by the camera pages' tests: a policy opened by the mail link's session, a fake camera.

export const SESSION_TOKEN = 'ses_abcdefghijklmnopqrstuvwxyz';
export const POLICY_ID = 12;
export const RISK_ID = 34;

export const ACCESS = buildPolicyAccess(
  'evaluation',
  {},
  { risk_id: RISK_ID, mobile_id: 5, imei: '356938035643809' },
);

/** This tab already exchanged the mail link for a session (policy-access.ts). */
export function openLinkSession() {
  sessionStorage.setItem(
    'amparo.enlace.evaluation',
    JSON.stringify({ id: 'tab1', kind: 'session', token: SESSION_TOKEN }),
  );
}

export function buildPhoto(overrides: Partial<CapturedPhoto> = {}): CapturedPhoto {
  return { dataUrl: 'data:image/jpeg;base64,AAAA', width: 1600, height: 900, bytes: 2048, ...overrides };
}

/** navigator.mediaDevices.getUserMedia answering `answer`; the returned track's stop is a spy. */
export function mockCamera(answer: 'granted' | DOMException) {
  const stop = vi.fn();
  // A real MediaStream of the test DOM (a <video> takes nothing else), with a track to stop.
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
  const getUserMedia = vi.fn(async () => {
    if (answer !== 'granted') throw answer;
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { getUserMedia, stop };
}

/** A page as the /evaluation layout renders it: inside the context of this policy and phone, opened by the link. */
export function inEvaluation(page: ReactNode) {
  return (
    <EvaluationContext.Provider
      value={{
        status: 'ready',
        policyId: POLICY_ID,
        riskId: RISK_ID,
        token: SESSION_TOKEN,
        policy: ACCESS.policy,
      }}
    >
      {page}
    </EvaluationContext.Provider>
  );
}
