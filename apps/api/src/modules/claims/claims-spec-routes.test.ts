import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ClaimType, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { apiClientOf } from '../../../test/api-client.ts';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedClaimablePolicy } from '../../../test/claim-factories.ts';
import { uploadJson, yesterday } from '../../../test/claims.ts';
import { plainImage, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';

// Spec 7 names GET, POST and PATCH on /policies/{id}/risks/{id}/claims and on /claims/{id}. The two
// that answered 405 now work (docs/claims.md, "API"): PATCH on the risk's claims changes a draft of
// that risk named by claim_id; POST on /claims/{id} sends the draft, as /send does.

const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-claims-spec-')) } });
const api = apiClientOf(t);

async function draftOfHolder() {
  const holder = await seedSession(t.db, Role.POLICYHOLDER);
  const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
  const draft = await api.ok('declareClaim', {
    token: holder.token,
    idempotencyKey: randomUUID(),
    params: { id: policy.id, riskId: risk.id },
    body: {
      claim_type_id: ClaimType.WATER_DAMAGE,
      occurred_at: yesterday(),
      description: 'Se me cayó el móvil a la piscina',
    },
  });
  return { holder, policy, risk, draft };
}

describe('PATCH /api/policies/{id}/risks/{riskId}/claims', () => {
  it("changes the risk's draft named by claim_id, and nothing of another risk or customer", async () => {
    const { holder, policy, risk, draft } = await draftOfHolder();
    const params = { id: policy.id, riskId: risk.id };
    const changed = await api.ok('updateRiskClaim', {
      token: holder.token,
      params,
      body: { claim_id: draft.id, description: 'Cayó a la piscina y ya no enciende' },
    });
    expect(changed).toMatchObject({ id: draft.id, description: 'Cayó a la piscina y ya no enciende' });
    expect((await api.ok('getClaim', { token: holder.token, params: { id: draft.id } })).description).toBe(
      'Cayó a la piscina y ya no enciende',
    );

    const empty = await api.call('updateRiskClaim', {
      token: holder.token,
      params,
      body: { claim_id: draft.id },
    });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('No hay nada que cambiar');
    const noClaim = await api.call('updateRiskClaim', {
      token: holder.token,
      params,
      body: { description: 'sin siniestro' } as never,
    });
    expect(noClaim.status).toBe(400);
    expect(noClaim.text).toContain('Indica el siniestro');

    // Another policy's risk in the path: the claim is not found there.
    const other = await draftOfHolder();
    const wrongRisk = await api.call('updateRiskClaim', {
      token: holder.token,
      params: { id: policy.id, riskId: other.risk.id },
      body: { claim_id: draft.id, description: 'Otro riesgo, otra póliza' },
    });
    expect(wrongRisk.status).toBe(404);
    // Another customer's claim through their own path: 404, and it is unchanged.
    const theirs = await api.call('updateRiskClaim', {
      token: holder.token,
      params: { id: other.policy.id, riskId: other.risk.id },
      body: { claim_id: other.draft.id, description: 'cambiado por otro' },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await api.ok('getClaim', { token: other.holder.token, params: { id: other.draft.id } })).description,
    ).toBe('Se me cayó el móvil a la piscina');
  });
});

describe('POST /api/claims/{id}', () => {
  it('sends the draft once its documents are in, as /send does; a sent claim is not changed again', async () => {
    const { holder, policy, risk, draft } = await draftOfHolder();
    const early = await api.call('submitClaim', { token: holder.token, params: { id: draft.id } });
    expect(early.status).toBe(422);
    expect(early.error?.code).toBe('CLAIM_DOCUMENTS_MISSING');
    await uploadJson(t, holder.headers, draft.id, 'invoice', tinyPdf(), 'factura.pdf');
    await uploadJson(t, holder.headers, draft.id, 'damage_photos', await plainImage('png'), 'foto.png');
    const sent = await api.ok('submitClaim', { token: holder.token, params: { id: draft.id } });
    expect(sent).toMatchObject({
      is_draft: false,
      status_label: 'ABIERTO',
      number: expect.stringMatching(/^SIN-/),
    });
    const late = await api.call('updateRiskClaim', {
      token: holder.token,
      params: { id: policy.id, riskId: risk.id },
      body: { claim_id: draft.id, description: 'Lo cuento tarde y mejor' },
    });
    expect(late.status).toBe(409);
    const stranger = await seedSession(t.db, Role.POLICYHOLDER);
    expect((await api.call('submitClaim', { token: stranger.token, params: { id: draft.id } })).status).toBe(
      404,
    );
  });
});
