import { CLAIM_DOCUMENTS, type ClaimDocument } from './claim-documents.ts';

// Documents the claims desk asks for beyond the type's checklist (claims issue:
// "the claims desk talking both ways"): the location history spec 5 asks for
// "when requested", or any other document in the desk's own words (a repair
// quote, the police report's number). A request joins the customer's checklist
// until the desk withdraws it.

/** One document the desk asked for, kept on the claim in the order asked. */
export interface RequestedClaimDocument {
  /** The checklist type the customer uploads under: 'location_history', or 'extra_<n>'. */
  type: string;
  title: string;
  description: string;
  requested_at: string;
  requested_by: number | null;
  /** Set when the desk withdrew it (asked by mistake); the entry stays so its number is never reused. */
  withdrawn_at: string | null;
}

export type ClaimDocumentRequestInput =
  | { kind: 'location_history'; description?: string | undefined }
  | { kind: 'other'; title: string; description: string };

export type ClaimDocumentRequestRefusal = 'not_a_phone' | 'already_asked';

const EXTRA_PREFIX = 'extra_';

/** Whether a checklist type is one the desk asked for in its own words. */
export const isExtraDocumentType = (type: string): boolean => /^extra_\d+$/.test(type);

/**
 * The request to add, or why not: the location history only for a phone (it is
 * the phone's history) and only once, counting the one the type's own rules ask
 * for (a policy from before 2019-04-30); another document always, numbered
 * after the ones before it so a withdrawn number is never reused.
 */
export function claimDocumentRequest(
  input: ClaimDocumentRequestInput,
  context: {
    isPhone: boolean;
    /** Types the checklist already asks for, requests included. */
    askedTypes: readonly string[];
    /** Every request made on the claim, withdrawn ones too (their numbers stay taken). */
    requested: readonly RequestedClaimDocument[];
    now: string;
    by: number | null;
  },
): { ok: true; request: RequestedClaimDocument } | { ok: false; refusal: ClaimDocumentRequestRefusal } {
  const stamp = { requested_at: context.now, requested_by: context.by, withdrawn_at: null };
  if (input.kind === 'location_history') {
    if (!context.isPhone) return { ok: false, refusal: 'not_a_phone' };
    if (context.askedTypes.includes('location_history')) return { ok: false, refusal: 'already_asked' };
    const standard = CLAIM_DOCUMENTS.location_history;
    const description = input.description?.trim() || standard.description;
    return { ok: true, request: { type: 'location_history', title: standard.title, description, ...stamp } };
  }
  const taken = context.requested
    .map((r) => r.type)
    .filter(isExtraDocumentType)
    .map((type) => Number(type.slice(EXTRA_PREFIX.length)));
  const next = Math.max(0, ...taken) + 1;
  return {
    ok: true,
    request: {
      type: `${EXTRA_PREFIX}${next}`,
      title: input.title.trim(),
      description: input.description.trim(),
      ...stamp,
    },
  };
}

/** The requests still standing (not withdrawn). */
export const standingRequests = (requested: readonly RequestedClaimDocument[]) =>
  requested.filter((r) => r.withdrawn_at === null);

/**
 * The checklist entries of the standing requests, after the type's own documents. The
 * location history keeps its single-file rule; a document in the desk's words
 * may take several files (a quote of two pages).
 */
export function requestedChecklistDocuments(
  requested: readonly RequestedClaimDocument[],
  alreadyAsked: readonly ClaimDocument[],
): ClaimDocument[] {
  const asked = new Set<string>(alreadyAsked.map((d) => d.type));
  return standingRequests(requested)
    .filter((r) => !asked.has(r.type))
    .map((r) => ({
      type: r.type as ClaimDocument['type'],
      title: r.title,
      description: r.description,
      allow_multiple: r.type !== 'location_history',
    }));
}
