import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedPolicy } from '../../../test/factories.ts';
import { pngBomb, tinyPdf } from '../../../test/images.ts';
import {
  random,
  randomFamilySpec,
  randomSpec,
  renderScreen,
  SCREENS,
  type ScreenSpec,
} from '../../../test/imei-screens.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { policies } from '../../db/schema/index.ts';
import { issueCapability } from '../../services/capabilities.ts';
import { imeiRetriesUsed } from './imei-retries.ts';

// The real reader runs here: zxing on the barcode, tesseract (one worker for the file) on the text.
const t = useTestApp({ env: { AMPARO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'amparo-imei-')) } });
const rnd = random(10);

async function customerWithPolicy() {
  const session = await seedSession(t.db, 'policyholder');
  const { policy, risk } = await seedPolicy(t.db, { policyholder_id: session.user.id });
  return { session, policy, risk, url: `/api/policies/${policy.id}/risk/${risk.id}/imei` };
}

const body = (image: Buffer) => ({ filename: 'imei', extension: 'png', image: image.toString('base64') });

/** Uploads the screenshot drawn from `spec` and expects its IMEI read by OCR. */
async function expectReadByOcr(url: string, headers: Record<string, string>, spec: ScreenSpec) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: body(await renderScreen(spec)) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ imei: spec.imei, source: 'ocr' });
}

describe('POST /api/policies/{policyId}/risk/{riskId}/imei', () => {
  // What customers send beyond the whole screen (docs/performance.md, "Reading the IMEI"): each read
  // with its label or without, up to the digits' edge, or wrapped onto two lines by large text.
  it.each([
    { family: 'crop', layout: 'card', theme: 'light', margins: { top: 0, right: 0, bottom: 0, left: 0 } },
    { family: 'bare', layout: 'pixel', theme: 'dark', margins: { top: 0, right: 0, bottom: 0, left: 0 } },
    { family: 'wrap', layout: 'ios', theme: 'light' },
  ] as const)('reads a $family screenshot ($layout, $theme)', async ({ family, ...overrides }) => {
    const { session, url } = await customerWithPolicy();
    const spec = randomFamilySpec(random(24), family, { ...overrides, format: 'png', renderScale: 1 });
    await expectReadByOcr(url, session.headers, spec);
  });

  it('reads the first IMEI of a dark dual-SIM iOS screenshot by OCR and keeps the screenshot', async () => {
    const { session, policy, risk, url } = await customerWithPolicy();
    const spec = randomSpec(rnd, {
      layout: 'ios',
      theme: 'dark',
      dualSim: true,
      screen: SCREENS[2],
      font: 'Liberation Sans',
      fontSize: 30,
      renderScale: 1,
    });
    await expectReadByOcr(url, session.headers, spec);

    const [row] = await t.db
      .select({ settings: policies.settings })
      .from(policies)
      .where(eq(policies.id, policy.id));
    const kept = (row!.settings.imei_screenshots as Record<string, { key: string; imei: string }>)[
      String(risk.id)
    ];
    expect(kept).toMatchObject({ imei: spec.imei, source: 'ocr' });
    const file = await t.app.services.files.stat(kept!.key);
    expect(file?.contentType).toMatch(/^image\//);
  });

  it('reads the barcode under the IMEI, opened from the phone-check link without a session', async () => {
    const { policy, url } = await customerWithPolicy();
    const token = await issueCapability(t.db, {
      policyId: policy.id,
      purpose: 'evaluation',
      userId: null,
      now: new Date(),
    });
    const spec = randomSpec(rnd, {
      layout: 'android',
      theme: 'light',
      dualSim: true,
      barcodes: true,
      renderScale: 1,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${url}?token=${token}`,
      payload: body(await renderScreen(spec)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imei: spec.imei, source: 'barcode' });
  });

  it('refuses an IMEI that is active on another policy', async () => {
    const spec = randomSpec(rnd, { layout: 'pixel', theme: 'light', barcodes: true, renderScale: 1 });
    await seedPolicy(t.db, { imei: spec.imei });
    const { session, policy, risk, url } = await customerWithPolicy();
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: session.headers,
      payload: body(await renderScreen(spec)),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IMEI_REPEATED');
    // A readable IMEI refused is an entry attempt (spec 4): one of the three is used.
    expect(await imeiRetriesUsed(t.db, policy.id, risk.id)).toBe(1);
  });

  it('answers 422 "No podemos leer tu IMEI" for a screenshot without one, and it costs no attempt', async () => {
    const { session, policy, risk, url } = await customerWithPolicy();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1334"><rect width="100%" height="100%" fill="#fff"/><text x="60" y="500" font-family="DejaVu Sans" font-size="40">Ajustes</text><text x="60" y="600" font-family="DejaVu Sans" font-size="36">Versión 17.4 (21E219)</text></svg>`;
    const image = body(await sharp(Buffer.from(svg)).png().toBuffer());
    // More unreadable screenshots than there are attempts: none is counted, the fourth is still read.
    for (let n = 0; n < 4; n++) {
      const res = await t.app.inject({ method: 'POST', url, headers: session.headers, payload: image });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'IMEI_UNREADABLE', message: 'No podemos leer tu IMEI' });
    }
    expect(await imeiRetriesUsed(t.db, policy.id, risk.id)).toBe(0);
  });

  it('refuses through the upload gate a PDF named .png and an image bomb, before any reading', async () => {
    const { session, url } = await customerWithPolicy();
    const pdf = await t.app.inject({
      method: 'POST',
      url,
      headers: session.headers,
      payload: body(tinyPdf()),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().code).toBe('UPLOAD_TYPE_UNSUPPORTED');
    const bomb = await t.app.inject({
      method: 'POST',
      url,
      headers: session.headers,
      payload: body(pngBomb()),
    });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().code).toBe('UPLOAD_TOO_MANY_PIXELS');
  });

  it('stops a flood of uploads for one policy with 429 (OCR costs a core for a second)', async () => {
    const { session, url } = await customerWithPolicy();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: session.headers,
        payload: body(tinyPdf()),
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 415)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it("answers 404 for another customer's policy, 404 for a link to another policy, 401 with neither", async () => {
    const mine = await customerWithPolicy();
    const other = await customerWithPolicy();
    const image = body(Buffer.from('no importa'));
    const theirs = await t.app.inject({
      method: 'POST',
      url: other.url,
      headers: mine.session.headers,
      payload: image,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('POLICY_NOT_FOUND');
    const token = await issueCapability(t.db, {
      policyId: mine.policy.id,
      purpose: 'evaluation',
      userId: null,
      now: new Date(),
    });
    const wrongLink = await t.app.inject({
      method: 'POST',
      url: `${other.url}?token=${token}`,
      payload: image,
    });
    expect(wrongLink.statusCode).toBe(404);
    const wrongRisk = await t.app.inject({
      method: 'POST',
      url: `/api/policies/${mine.policy.id}/risk/${other.risk.id}/imei`,
      headers: mine.session.headers,
      payload: image,
    });
    expect(wrongRisk.json().code).toBe('RISK_NOT_FOUND');
    const anonymous = await t.app.inject({ method: 'POST', url: mine.url, payload: image });
    expect(anonymous.statusCode).toBe(401);
  });
});
