import { describe, expect, it } from 'vitest';
import { EVIDENCE_LABELS, evidenceLabel } from './evidence-labels.ts';

describe('evidenceLabel', () => {
  it.each([
    ['contract.generated', 'Contrato generado'],
    ['signing.link_sent', 'Enlace de firma enviado'],
    ['document.opened', 'Contrato abierto por el firmante'],
    ['code.sent', 'Código de firma enviado'],
    ['code.failed', 'Código de firma incorrecto'],
    ['code.confirmed', 'Código de firma confirmado'],
    ['consent.given', 'Consentimiento aceptado'],
    ['signature.drawn', 'Firma manuscrita dibujada'],
    ['contract.signed', 'Contrato firmado y sellado'],
    ['signing.failed', 'Firma fallida'],
    ['signing.cancelled', 'Firma cancelada'],
  ])('%s → %s', (kind, label) => {
    expect(evidenceLabel(kind)).toBe(label);
  });

  it('labels every kind of the table', () => {
    expect(Object.keys(EVIDENCE_LABELS)).toHaveLength(12);
  });

  it.each([
    ['a kind not known yet', 'provider.webhook', 'provider.webhook'],
    ['an inherited property name', 'toString', 'toString'],
  ])('shows %s by its own name', (_name, kind, label) => {
    expect(evidenceLabel(kind)).toBe(label);
  });
});
