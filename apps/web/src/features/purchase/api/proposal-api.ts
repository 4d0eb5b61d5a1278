import type { ProposalInputSchema, z } from '@amparo/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';

// Spec 3 identifier_proposal, spec 7 POST/PATCH proposals: the process is saved
// as the customer goes, so a reload or a mailed link resumes it.
type ProposalBody = z.input<typeof ProposalInputSchema>;

export const createProposal = (body: ProposalBody) => callApi('createProposal', { body });

export const updateProposal = (id: string, body: Omit<ProposalBody, 'store_id'>) =>
  callApi('updateProposal', { params: { id }, body });

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: ['proposal', id],
    queryFn: id === null ? skipToken : ({ signal }) => callApi('getProposal', { params: { id }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
