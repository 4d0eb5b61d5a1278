import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVALUATION_PHOTO_MAX_BYTES, EVALUATION_SEND_BODY_LIMIT } from '@amparo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asUpload, keptPhotos, photoPair, readyToSend, sendEvaluation } from '../../../test/evaluations.ts';
import { pngBomb, tinyPdf } from '../../../test/images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { evaluationPhotos, evaluations, settings } from '../../db/schema/index.ts';

// The photos of POST /api/policies/{policyId}/evaluations through the upload gate (docs/security.md, Uploads).

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-evaluation-uploads-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

const evaluationsOf = (riskId: number) =>
  t.db.select().from(evaluations).where(eq(evaluations.policy_risk_id, riskId));

describe('the photos of a sent evaluation', () => {
  it('refuses a PDF named .png, a text file and an image bomb with the gate message, storing nothing', async () => {
    const ready = await readyToSend(t);
    const cases: Array<[Buffer, string, number, RegExp]> = [
      [tinyPdf(), 'trasera.png', 415, /./],
      [Buffer.from('esto no es una foto, es texto'), 'trasera.jpg', 415, /./],
      [pngBomb(), 'trasera.png', 422, /megapíxeles|píxeles/],
    ];
    for (const [bytes, filename, status, message] of cases) {
      const res = await sendEvaluation(
        t,
        ready.policy.id,
        { ...ready.body, photos: { ...ready.body.photos, back: asUpload(bytes, filename) } },
        { headers: ready.headers },
      );
      expect(res.statusCode, filename).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await evaluationsOf(ready.risk.id)).toHaveLength(0);
    expect(keptPhotos(dataDir, ready.policy.id)).toEqual([]);
    // The code is still good for a proper send.
    expect(
      (await sendEvaluation(t, ready.policy.id, ready.body, { headers: ready.headers })).statusCode,
    ).toBe(202);
  });

  it('refuses a photo over 6 MB (413, Spanish) before the gate, storing nothing', async () => {
    const ready = await readyToSend(t);
    const heavy = asUpload(Buffer.alloc(EVALUATION_PHOTO_MAX_BYTES + 1, 0xff), 'trasera.jpg');
    const res = await sendEvaluation(
      t,
      ready.policy.id,
      { ...ready.body, photos: { ...ready.body.photos, back: heavy } },
      { headers: ready.headers },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'EVALUATION_PHOTO_TOO_LARGE',
      message: 'La foto es demasiado grande (máximo 6 MB)',
    });
    expect(await evaluationsOf(ready.risk.id)).toHaveLength(0);
    expect(keptPhotos(dataDir, ready.policy.id)).toEqual([]);
  });

  it('refuses a body over the send limit (~24 MB) with 413 in Spanish, storing nothing', async () => {
    const ready = await readyToSend(t);
    // Three photos just under the cap fit; the limit is three of them in base64 plus a margin.
    const base64 = 'A'.repeat(Math.ceil(EVALUATION_SEND_BODY_LIMIT / 2));
    const res = await sendEvaluation(
      t,
      ready.policy.id,
      { ...ready.body, photos: { front: { image: base64 }, back: { image: base64 } } },
      { headers: ready.headers },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE', message: 'La petición es demasiado grande' });
    expect(EVALUATION_SEND_BODY_LIMIT).toBeLessThan(26 * 1024 * 1024);
    expect(await evaluationsOf(ready.risk.id)).toHaveLength(0);
    expect(keptPhotos(dataDir, ready.policy.id)).toEqual([]);
  });

  it('keeps the invoice only when the setting allows it', async () => {
    const ready = await readyToSend(t);
    const { front } = await photoPair(ready.code);
    const body = { ...ready.body, photos: { ...ready.body.photos, invoice: asUpload(front, 'factura.jpg') } };
    const res = await sendEvaluation(t, ready.policy.id, body, { headers: ready.headers });
    expect(res.statusCode, res.body).toBe(202);
    const photos = await t.db
      .select()
      .from(evaluationPhotos)
      .where(eq(evaluationPhotos.evaluation_id, res.json().id));
    // Seeded: evaluation_can_attach_invoice is off.
    expect(photos.map((p) => p.side).sort()).toEqual(['back', 'front']);

    await t.db.update(settings).set({ value: true }).where(eq(settings.key, 'evaluation_can_attach_invoice'));
    try {
      const next = await readyToSend(t);
      const withInvoice = {
        ...next.body,
        photos: { ...next.body.photos, invoice: asUpload(front, 'factura.jpg') },
      };
      const sent = await sendEvaluation(t, next.policy.id, withInvoice, { headers: next.headers });
      expect(sent.statusCode, sent.body).toBe(202);
      const kept = await t.db
        .select()
        .from(evaluationPhotos)
        .where(eq(evaluationPhotos.evaluation_id, sent.json().id));
      expect(kept.map((p) => p.side).sort()).toEqual(['back', 'front', 'invoice']);
    } finally {
      await t.db
        .update(settings)
        .set({ value: false })
        .where(eq(settings.key, 'evaluation_can_attach_invoice'));
    }
  });
});
