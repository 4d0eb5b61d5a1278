import type { ImeiPendingList, SavedImei } from '@amparo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { PHOTO_LINKS_REFRESH_MS } from './evaluations-api';

export const IMEI_QUEUE_KEY = ['admin', 'evaluations', 'imei-pending'] as const;

/** The phones waiting for staff to type their IMEI; the screenshot links are signed, so it refreshes. */
export function useImeiQueue() {
  return useQuery({
    queryKey: IMEI_QUEUE_KEY,
    queryFn: ({ signal }): Promise<ImeiPendingList> => callApi('listImeiPending', { signal }),
    refetchInterval: PHOTO_LINKS_REFRESH_MS,
  });
}

/** Staff type the IMEI of one phone (spec 7's call); the phone leaves the queue. */
export function useSaveStaffImei(target: { userId: number; policyId: number; riskId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imei: string): Promise<SavedImei> =>
      callApi('saveStaffImei', {
        params: { userId: target.userId },
        body: { policy_id: target.policyId, risk_id: target.riskId, extra_fields: { imei } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'evaluations'] }),
  });
}
