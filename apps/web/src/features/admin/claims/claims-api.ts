import type {
  AddClaimCommentRequest,
  ChangeClaimStatusRequest,
  PolicyClaimListItem,
  RequestClaimDocumentRequest,
  ReviewClaimDocumentRequest,
  StaffClaimDetail,
  StaffClaimMessageRequest,
} from '@amparo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';
import type { QueryParams } from '../../../api/query-string';
import type { PageMeta } from '../components/pagination';

/** The desk list's filters as the selects hold them ('' for all). */
export type ClaimFilters = {
  status: '' | 'draft' | 'opened' | 'closed' | 'documentation_rejected';
  claim_type_id: string;
  product_type_id: string;
  from: string;
  to: string;
  distributor_id: string;
  store_id: string;
  repair_center_id: string;
  /** '1': only claims with a customer's message nobody has opened. */
  unread: '' | '1';
};

export const EMPTY_CLAIM_FILTERS: ClaimFilters = {
  status: '',
  claim_type_id: '',
  product_type_id: '',
  from: '',
  to: '',
  distributor_id: '',
  store_id: '',
  repair_center_id: '',
  unread: '',
};

export type ClaimList = { data: PolicyClaimListItem[]; meta: PageMeta };

export const CLAIMS_KEY = ['admin', 'claims'] as const;
export const CLAIMS_PER_PAGE = 25;

/** GET /policy-claims query: filter[status]=opened&page=1 (empty filters are left out). */
export function claimListQuery(filters: ClaimFilters, page: number): QueryParams {
  return { filter: { ...filters }, page, per_page: CLAIMS_PER_PAGE };
}

export function useClaims(filters: ClaimFilters, page: number) {
  return useQuery({
    queryKey: [...CLAIMS_KEY, 'list', filters, page],
    queryFn: ({ signal }): Promise<ClaimList> =>
      callApi('listPolicyClaims', { query: claimListQuery(filters, page), signal }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV link (spec 6: short-lived token in the query) carrying the filters on screen. */
export function buildClaimsExportUrl(filters: ClaimFilters): Promise<string> {
  return buildExportUrl('policy-claims', { ...filters });
}

const claimKey = (id: number) => [...CLAIMS_KEY, 'detail', id] as const;

/**
 * One claim as the desk sees it. Its file links are signed for a short while, so the
 * claim is read again when the window regains focus rather than kept for long, and
 * whenever the page opens: the customer may have written or sent a file since.
 */
export function useStaffClaim(id: number) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => callApi('getStaffClaim', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 60_000,
    refetchOnMount: 'always',
  });
}

/**
 * A desk action on one claim: every one answers the claim as it now is, which
 * replaces the page's copy; the lists are refetched (status, deadlines, center).
 */
function useClaimAction<TInput>(id: number, run: (input: TInput) => Promise<StaffClaimDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (claim) => {
      queryClient.setQueryData(claimKey(id), claim);
      await queryClient.invalidateQueries({ queryKey: [...CLAIMS_KEY, 'list'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'policy-claims'] });
    },
  });
}

export const useReviewDocument = (claimId: number) =>
  useClaimAction(claimId, ({ documentId, body }: { documentId: number; body: ReviewClaimDocumentRequest }) =>
    callApi('reviewClaimDocument', { params: { id: claimId, documentId }, body }),
  );

export const useChangeClaimStatus = (claimId: number) =>
  useClaimAction(claimId, (body: ChangeClaimStatusRequest) =>
    callApi('changeClaimStatus', { params: { id: claimId }, body }),
  );

export const useAddClaimComment = (claimId: number) =>
  useClaimAction(claimId, (body: AddClaimCommentRequest) =>
    callApi('addClaimComment', { params: { id: claimId }, body }),
  );

/** One more document for the customer's checklist; the key makes a retried click the same request. */
export const useRequestClaimDocument = (claimId: number) =>
  useClaimAction(claimId, ({ body, key }: { body: RequestClaimDocumentRequest; key: string }) =>
    callApi('requestClaimDocument', { params: { id: claimId }, body, idempotencyKey: key }),
  );

export const useWithdrawClaimDocumentRequest = (claimId: number) =>
  useClaimAction(claimId, (type: string) =>
    callApi('withdrawClaimDocumentRequest', { params: { id: claimId, type } }),
  );

export const useMessageClaimHolder = (claimId: number) =>
  useClaimAction(claimId, ({ body, key }: { body: StaffClaimMessageRequest; key: string }) =>
    callApi('messageClaimHolder', { params: { id: claimId }, body, idempotencyKey: key }),
  );

/** The customer's messages are read once the desk has them on screen: the list's count follows. */
export function useMarkClaimMessagesRead(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('markClaimMessagesRead', { params: { id: claimId } }),
    onSuccess: async ({ marked }) => {
      if (marked > 0) await queryClient.invalidateQueries({ queryKey: [...CLAIMS_KEY, 'list'] });
    },
  });
}

export const useAssignRepairCenter = (claimId: number) =>
  useClaimAction(claimId, (repairCenterId: number | null) =>
    callApi('assignRepairCenter', { params: { id: claimId }, body: { repair_center_id: repairCenterId } }),
  );

/**
 * Repair centers for a select (the API caps a page at 200): the active ones of a product type
 * to assign, or all of them to filter by. A role that may not list them simply gets no select.
 */
export function useRepairCenterOptions(filter: { product_type_id?: number; active?: 'true' }) {
  return useQuery({
    queryKey: ['admin', 'repair-centers', 'options', filter],
    queryFn: ({ signal }) =>
      callApi('listRepairCenters', { query: { filter, page: 1, per_page: 200 }, signal }),
    select: (list) => list.data,
    staleTime: 5 * 60_000,
  });
}
