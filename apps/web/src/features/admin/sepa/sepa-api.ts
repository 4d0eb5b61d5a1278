import type { SepaFileDetailSchema, SepaFileSchema, SepaReturnReportRowSchema, z } from '@amparo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

export type SepaFile = z.infer<typeof SepaFileSchema>;
export type SepaFileDetail = z.infer<typeof SepaFileDetailSchema>;
export type SepaReceipt = SepaFileDetail['receipts'][number];
export type ReturnReportRow = z.infer<typeof SepaReturnReportRowSchema>;

const FILES_KEY = ['admin', 'sepa-files'] as const;
/** How often a page asks how a running job is doing. */
export const POLL_MS = 1000;

export function useSepaFiles(page: number) {
  return useQuery({
    queryKey: [...FILES_KEY, page],
    queryFn: ({ signal }) => callApi('listSepaFiles', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    // While a file generates, the list refreshes itself to show its progress.
    refetchInterval: (query) =>
      query.state.data?.data.some((file) => file.status === 'generating') ? POLL_MS : false,
  });
}

export function useSepaFile(id: number) {
  return useQuery({
    queryKey: [...FILES_KEY, 'detail', id],
    queryFn: ({ signal }) => callApi('getSepaFile', { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? POLL_MS : false),
  });
}

export function useCreateSepaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collectionDate: string) =>
      callApi('createSepaFile', { body: { collection_date: collectionDate } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export function useImportReturns() {
  return useMutation({
    mutationFn: (file: { filename: string; content: string }) => callApi('importSepaReturns', { body: file }),
  });
}

export function useReturnCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { receipt: SepaReceipt; reasonCode: string }) =>
      callApi('returnTransaction', {
        params: {
          id: input.receipt.policy_id,
          paymentId: input.receipt.payment_id,
          transactionId: input.receipt.transaction_id,
        },
        body: { reason_code: input.reasonCode },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FILES_KEY }),
  });
}

export const invalidateSepaFiles = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: FILES_KEY });
