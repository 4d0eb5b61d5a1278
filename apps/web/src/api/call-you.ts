import { useMutation } from '@tanstack/react-query';
import { postJson } from './http';

// Call-me-back request (spec 7: POST call-you). Times are the customer's
// preference; the call centre schedules within its own hours (spec 9).
export type PreferredTime = 'morning' | 'afternoon' | 'any';

export type CallYouRequest = {
  name: string;
  /** Digits only (spec 5). */
  phone: string;
  preferred_time?: PreferredTime;
  reason?: string;
};

export function requestCallBack(request: CallYouRequest): Promise<unknown> {
  return postJson('/call-you', request);
}

export function useRequestCallBack() {
  return useMutation({ mutationFn: requestCallBack });
}
