import type { Proposal } from '@amparo/contract';
import { useQuery } from '@tanstack/react-query';
import { getJson, postJson, sendJson } from '../../../api/http';
import type { PurchaseStep } from '../model/steps';

// Spec 3 identifier_proposal, spec 7 POST/PATCH proposals: the process is saved
// as the customer goes, so a reload or a mailed link resumes it.
type ProposalBody = { step: PurchaseStep | 'booked'; data: Record<string, unknown>; store_id?: number };

export const createProposal = (body: ProposalBody) => postJson<Proposal>('/proposals', body);

export const updateProposal = (id: string, body: Omit<ProposalBody, 'store_id'>) =>
  sendJson<Proposal>('PATCH', `/proposals/${encodeURIComponent(id)}`, body);

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: ['proposal', id],
    queryFn: () => getJson<Proposal>(`/proposals/${encodeURIComponent(id ?? '')}`),
    enabled: id !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
