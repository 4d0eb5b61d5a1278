import type {
  ClaimDetail,
  ClaimReplyRequest,
  CreateClaimRequest,
  UpdateClaimDraftRequestSchema,
  z,
} from '@amparo/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { type UploadProgress, uploadFormWithProgress } from '../../../api/upload-with-progress';
import { CUSTOMER_HOME_KEY } from '../customer-api';

// The customer's calls for claims (docs/claims.md). Every answer that changes a claim is
// the whole claim, so the page's cache is set from it rather than fetched again.

export const claimKey = (id: number) => ['customer', 'claim', id] as const;

export function useClaim(id: number) {
  return useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => callApi('getClaim', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The claim as the server now has it; the home's list (label, missing documents) follows. */
export async function storeClaim(queryClient: QueryClient, claim: ClaimDetail): Promise<void> {
  queryClient.setQueryData(claimKey(claim.id), claim);
  await queryClient.invalidateQueries({ queryKey: CUSTOMER_HOME_KEY });
}

/** A draft on one insured item; the key makes a retry after a lost answer the same claim. */
export const declareClaim = (
  target: { policyId: number; riskId: number },
  body: CreateClaimRequest,
  idempotencyKey: string,
) =>
  callApi('declareClaim', { params: { id: target.policyId, riskId: target.riskId }, body, idempotencyKey });

export type ClaimDraftChanges = z.input<typeof UpdateClaimDraftRequestSchema>;

export const updateClaimDraft = (id: number, body: ClaimDraftChanges) =>
  callApi('updateClaimDraft', { params: { id }, body });

/** One file of one checklist document, as multipart (`type`, `file`), reporting the share sent. */
export function uploadClaimDocument(
  id: number,
  document: { type: string; file: Blob; filename: string },
  onProgress: UploadProgress,
): Promise<ClaimDetail> {
  const form = new FormData();
  form.append('type', document.type);
  form.append('file', document.file, document.filename);
  return uploadFormWithProgress('uploadClaimDocument', { params: { id } }, form, onProgress);
}

export const deleteClaimDocument = (id: number, documentId: number) =>
  callApi('deleteClaimDocument', { params: { id, documentId } });

export const sendClaim = (id: number) => callApi('sendClaim', { params: { id } });

/** A message to the claims desk, with one file if any; the key makes a retry the same message. */
export const replyToClaim = (id: number, body: ClaimReplyRequest, idempotencyKey: string) =>
  callApi('replyToClaim', { params: { id }, body, idempotencyKey });

/** The desk's messages were shown: its thread reads 'Leído por el cliente'. */
export const markOwnClaimMessagesRead = (id: number) =>
  callApi('markOwnClaimMessagesRead', { params: { id } });
