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

/** Staff-facing label: as the customer one, plus 4 → 'DOCUMENTACIÓN RECHAZADA'. */
export function claimStatusInternalLabel(
  internal_status: number | null | undefined,
): ClaimStatusLabel | 'DOCUMENTACIÓN RECHAZADA' {
  if (internal_status === ClaimStatus.DOCUMENTATION_REJECTED) return 'DOCUMENTACIÓN RECHAZADA';
  return claimStatusLabel(internal_status);
}

/**
 * The status as a mail's sentence names it ('Su estado ahora es: Cerrado').
 * Status 4 is internal on the customer's pages (DESCONOCIDO there), but a mail
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
