import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { ok } from '../../../test/claims.ts';
import { useTestApp } from '../../../test/test-app.ts';

// The customer home and claims (docs/claims.md; spec 4 notifications 7): each claim with its label and
// checklist, 'Documentación rechazada' opening the upload, 'Siniestro denegado' with the reason.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-home-claims-')) } });

type Notice = { id: string; title: string; caption: string; btnText: string | null; link?: unknown };

describe('claims in the customer home', () => {
  it('shows a draft, a claim with rejected documentation and a denied claim, with their notices', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
    const target = { policyId: policy.id, riskId: risk.id };
    const draft = await seedClaim(t.db, target, { documents: [{ type: 'invoice' }] });
    const rejected = await seedClaim(t.db, target, {
      sent: true,
      internal_status: 4,
      documents: [
        { type: 'invoice', review_status: 'rejected', rejection_reason: 'No se lee el IMEI' },
        { type: 'damage_photos', review_status: 'accepted' },
      ],
    });
    const denied = await seedClaim(t.db, target, {
      sent: true,
      internal_status: 2,
      notify_denied: true,
      denial_reason: 'Los daños son anteriores a la contratación',
    });

    const home = await ok(
      t.app.inject({ method: 'GET', url: '/api/customer/home', headers: holder.headers }),
    );
    // The insured items, with the ids a claim is declared on.
    expect(home.policies[0].risks).toEqual([
      { id: risk.id, risk_type: risk.risk_type, label: expect.any(String) },
    ]);
    const byId = new Map(home.policies[0].claims.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(draft.claim.id)).toMatchObject({
      status_label: 'BORRADOR',
      is_draft: true,
      number: null,
      documents_complete: false,
      documents_missing: ['Fotos de los daños'],
    });
    expect(byId.get(rejected.claim.id)).toMatchObject({
      // Open, waiting for a document: never DESCONOCIDO for a state the product knows.
      status_label: 'ABIERTO · FALTA DOCUMENTACIÓN',
      documents_complete: false,
      documents_missing: ['Factura de compra'],
    });
    expect(byId.get(denied.claim.id)).toMatchObject({ status_label: 'CERRADO', is_draft: false });

    const notices = (home.notifications as Notice[]).filter((n) => /documentation|denied/.test(n.id));
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Documentación rechazada',
        caption: 'No hemos podido validar la documentación aportada',
        btnText: 'Adjuntar documentación',
        link: {
          name: 'claim-documents',
          params: {
            policy_id: String(policy.id),
            risk_id: String(risk.id),
            claim_id: String(rejected.claim.id),
          },
        },
      }),
      expect.objectContaining({
        title: 'Siniestro denegado',
        caption: 'Los daños son anteriores a la contratación',
        btnText: null,
      }),
    ]);
  });
});
