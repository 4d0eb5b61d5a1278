import { ClaimStatus } from './enums.ts';

export type ClaimStatusLabel = 'ABIERTO' | 'CERRADO' | 'DESCONOCIDO';

/**
 * Customer-facing claim status, literally as spec 4 says: 1 ABIERTO,
 * 2 CERRADO, any other value DESCONOCIDO. Status 4 (documentation rejected) is
 * internal, so the customer learns about it through the 'Documentación
 * rechazada' notification, not through this label.
 */
export function claimStatusLabel(internal_status: number | null | undefined): ClaimStatusLabel {
  switch (internal_status) {
    case ClaimStatus.OPENED:
      return 'ABIERTO';
    case ClaimStatus.CLOSED:
      return 'CERRADO';
    default:
      return 'DESCONOCIDO';
  }
}

/**
 * What the customer reads for a status: spec 4's label, except that 4 (documentation rejected,
 * internal) reads as the open claim it is, waiting for a document, rather than DESCONOCIDO, which
 * stays for values the product does not know.
 */
export const DOCUMENTATION_PENDING_LABEL = 'ABIERTO · FALTA DOCUMENTACIÓN';

export function claimCustomerLabel(internal_status: number | null | undefined): string {
  if (internal_status === ClaimStatus.DOCUMENTATION_REJECTED) return DOCUMENTATION_PENDING_LABEL;
  return claimStatusLabel(internal_status);
}

/**
 * Staff-facing label: as spec 4's, plus 4 → 'FALTA DOCUMENTACIÓN' (a file rejected, or a document
 * the desk asked for, not yet sent).
 */
export function claimStatusInternalLabel(
  internal_status: number | null | undefined,
): ClaimStatusLabel | 'FALTA DOCUMENTACIÓN' {
  if (internal_status === ClaimStatus.DOCUMENTATION_REJECTED) return 'FALTA DOCUMENTACIÓN';
  return claimStatusLabel(internal_status);
}

/**
 * The status as a mail's sentence names it ('Su estado ahora es: Cerrado').
 * Status 4 is internal (the customer's pages read it as open with documentation pending); a mail
 * about it says plainly what is awaited.
 */
export function claimStatusMailName(internal_status: number | null | undefined): string {
  switch (internal_status) {
    case ClaimStatus.OPENED:
      return 'Abierto';
    case ClaimStatus.CLOSED:
      return 'Cerrado';
    case ClaimStatus.DOCUMENTATION_REJECTED:
      return 'Pendiente de documentación';
    default:
      return 'En revisión';
  }
}

/**
 * The label a claim shows: 'BORRADOR' until it is sent, then the customer's
 * label (spec 4), or for staff the internal one, where a denial reads
 * 'DENEGADO' (the customer learns of it through 'Siniestro denegado').
 */
export function claimDisplayLabel(
  claim: { sent_at: Date | string | null; internal_status: number | null; notify_denied?: boolean },
  audience: 'customer' | 'staff',
): string {
  if (!claim.sent_at) return 'BORRADOR';
  if (audience === 'customer') return claimCustomerLabel(claim.internal_status);
  if (claim.notify_denied && claim.internal_status === ClaimStatus.CLOSED) return 'DENEGADO';
  return claimStatusInternalLabel(claim.internal_status);
}
