import type { CallYouRequest } from '@amparo/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './client';

// Call-me-back request (spec 7: POST call-you). The slot is the customer's
// preference; the call centre schedules within its own hours (spec 9).
export function requestCallBack(request: CallYouRequest) {
  return callApi('requestCallBack', { body: request });
}

export function useRequestCallBack() {
  return useMutation({ mutationFn: requestCallBack });
}
