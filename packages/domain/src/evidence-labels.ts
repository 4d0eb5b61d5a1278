/**
 * What each record of a policy's signing evidence means, in Spanish, for the
 * back office's signing trail (docs/signature.md, The evidence chain). The
 * kinds are the ones the API writes into the chain (apps/api/src/services/
 * evidence-chain.ts, EvidenceKind); a kind this table does not know yet is
 * shown by its own name rather than hidden.
 */
export const EVIDENCE_LABELS = {
  'contract.generated': 'Contrato generado',
  'signing.link_sent': 'Enlace de firma enviado',
  'document.opened': 'Contrato abierto por el firmante',
  'code.sent': 'Código de firma enviado',
  'code.failed': 'Código de firma incorrecto',
  'code.confirmed': 'Código de firma confirmado',
  'consent.given': 'Consentimiento aceptado',
  'signature.drawn': 'Firma manuscrita dibujada',
  'contract.signed': 'Contrato firmado y sellado',
  'signing.failed': 'Firma fallida',
  'signing.cancelled': 'Firma cancelada',
  'signing.expired': 'Firma caducada (7 días sin actividad)',
} as const satisfies Record<string, string>;

export type EvidenceLabelKind = keyof typeof EVIDENCE_LABELS;

export function evidenceLabel(kind: string): string {
  return Object.hasOwn(EVIDENCE_LABELS, kind) ? EVIDENCE_LABELS[kind as EvidenceLabelKind] : kind;
}
