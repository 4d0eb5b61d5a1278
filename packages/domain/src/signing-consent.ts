/**
 * The consent a signer ticks before signing, worded once: the signing page shows this very text
 * and the signature evidence stores it character for character (`consent.given`), so what the
 * customer agreed to is what the record says (docs/signature.md).
 */
export function signingConsentText(policyNumber: string): string {
  return `He leído el contrato de la póliza ${policyNumber} y acepto firmarlo electrónicamente con este código y esta firma.`;
}
