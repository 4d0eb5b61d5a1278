import type { EvaluationDecision, EvaluationDetail, EvaluationQueueItem } from '@amparo/contract';
import { EvaluationStatus } from '@amparo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import type { PageMeta } from '../components/pagination';

export type EvaluationQueue = { data: EvaluationQueueItem[]; meta: PageMeta };

export const EVALUATIONS_KEY = ['admin', 'evaluations'] as const;
export const EVALUATIONS_PER_PAGE = 25;

/** The queue's filter: what the expert waits on by default, then the decided ones. */
export const QUEUE_STATUSES = [
  EvaluationStatus.PENDING,
  EvaluationStatus.VALIDATED,
  EvaluationStatus.REJECTED,
] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/** The server sorts the queue oldest first: whoever has waited longest is seen first. */
export function useEvaluationQueue(status: QueueStatus, page: number) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'list', status, page],
    queryFn: ({ signal }): Promise<EvaluationQueue> =>
      callApi('listEvaluations', { query: { status, page, per_page: EVALUATIONS_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The photo links are signed and live five minutes (FILES_LINK_TTL_SECONDS):
 * while the page stays open it asks again before they expire, so a zoom
 * after a long look still opens the image.
 */
export const PHOTO_LINKS_REFRESH_MS = 4 * 60_000;

export function useEvaluation(id: number) {
  return useQuery({
    queryKey: [...EVALUATIONS_KEY, 'detail', id],
    queryFn: ({ signal }): Promise<EvaluationDetail> => callApi('getEvaluation', { params: { id }, signal }),
    refetchInterval: PHOTO_LINKS_REFRESH_MS,
  });
}

/** Labels both sides. The caller handles 409 (someone else decided first). */
export function useDecideEvaluation(evaluation: Pick<EvaluationDetail, 'id' | 'policy_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationDecision): Promise<EvaluationDetail> =>
      callApi('decideEvaluation', {
        params: { id: evaluation.policy_id, evaluationId: evaluation.id },
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVALUATIONS_KEY }),
  });
}
