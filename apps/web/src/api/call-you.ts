import type { CallYouRequest, CallYouResponse } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { postJson } from './http';

// Call-me-back request (spec 7: POST call-you). The slot is the customer's
// preference; the call centre schedules within its own hours (spec 9).
export function requestCallBack(request: CallYouRequest): Promise<CallYouResponse> {
  return postJson<CallYouResponse>('/call-you', request);
}

export function useRequestCallBack() {
  return useMutation({ mutationFn: requestCallBack });
}
