import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedSession } from './auth-helpers.ts';
import { type SeedPolicyInput, seedPolicy, seedReceipts } from './factories.ts';
import { phonePhoto, qrRowsOf } from './phone-photos.ts';
import type { TestContext } from './test-app.ts';

// Helpers of the phone check's API tests: a customer with an
// insured phone, the one-time screen code, and photos that show it.

let serial = 500_000;
/** A fresh Luhn-valid IMEI (TAC 35209900, unknown to the TAC table: no finding). */
export function newImei(): string {
  const body = `35209900${String(serial++).padStart(6, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** A policyholder with a draft phone policy (IMEI saved unless `imei: null`) and its unpaid receipts. */
export async function customerWithPhone(t: TestContext, input: SeedPolicyInput = {}) {
  const session = await seedSession(t.db, 'policyholder');
  const seeded = await seedPolicy(t.db, { imei: newImei(), policyholder_id: session.user.id, ...input });
  const { receipts } = await seedReceipts(t.db, seeded.policy.id);
  return { ...seeded, session, headers: session.headers, receipts };
}

export async function issueCode(
  t: TestContext,
  ids: { policyId: number; riskId: number },
  access: { headers?: Record<string, string>; token?: string },
): Promise<string> {
  const query = access.token ? `?token=${access.token}` : '';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/policies/${ids.policyId}/risk/${ids.riskId}/evaluation-code${query}`,
    headers: access.headers,
  });
  if (res.statusCode !== 201) throw new Error(`evaluation-code answered ${res.statusCode}: ${res.body}`);
  return res.json().code;
}

let framing = 0;
/**
 * A front photo showing `code` in a mirror, and a back photo. Each call frames
 * the phone elsewhere, so photos of two policies never look like the same
 * photo to the reuse check (only a test that wants that reuses them).
 */
export async function photoPair(code: string) {
  const n = framing++;
  const at = { x: 0.08 + (n % 5) * 0.08, y: 0.06 + (Math.floor(n / 5) % 4) * 0.05 };
  const front = await phonePhoto({ qrRows: qrRowsOf(code), seed: 100 + n, phoneAt: at });
  // The back photo lying on its side, under a shade pattern drawn from `n`: never the same picture twice.
  const plain = await phonePhoto({ qr: false, seed: 200 + n, phoneAt: { x: 0.25, y: 0.2 } });
  const shaded = await sharp(plain)
    .composite([{ input: shadePattern(1200, 1600, n) }])
    .png()
    .toBuffer();
  const back = await sharp(shaded).rotate(90).jpeg({ quality: 88 }).toBuffer();
  return { front, back };
}

/** A 9 x 8 grid of cells, about half of them shaded, chosen by a seeded generator. */
function shadePattern(width: number, height: number, seed: number): Buffer {
  let state = (seed + 1) * 2654435761;
  const bit = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >> 16) & 1;
  };
  const cw = width / 9;
  const ch = height / 8;
  let cells = '';
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 9; c++)
      if (bit())
        cells += `<rect x="${c * cw}" y="${r * ch}" width="${cw}" height="${ch}" fill="#000" fill-opacity="0.4"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${cells}</svg>`,
  );
}

export const asUpload = (bytes: Buffer, filename = 'foto.jpg') => ({
  filename,
  image: bytes.toString('base64'),
});

export async function sendEvaluation(
  t: TestContext,
  policyId: number,
  body: { risk_id: number; screen_code: string; photos: Record<string, unknown>; device_type?: string },
  access: { headers?: Record<string, string>; token?: string },
) {
  const query = access.token ? `?token=${access.token}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/evaluations${query}`,
    headers: access.headers,
    payload: body,
  });
}

/** Every photo kept in the local file store (under `dataDir`) for a policy's evaluations. */
export function keptPhotos(dataDir: string, policyId: number): string[] {
  const dir = path.join(dataDir, 'files', 'objects', 'policies', String(policyId), 'evaluations');
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.jpg'));
  } catch {
    return [];
  }
}

/** A customer with a phone, a live screen code, and the body of a good send. */
export async function readyToSend(t: TestContext) {
  const customer = await customerWithPhone(t);
  const ids = { policyId: customer.policy.id, riskId: customer.risk.id };
  const code = await issueCode(t, ids, { headers: customer.headers });
  const { front, back } = await photoPair(code);
  const body = {
    risk_id: customer.risk.id,
    screen_code: code,
    device_type: 'android',
    photos: { front: asUpload(front), back: asUpload(back) },
  };
  return { ...customer, ids, code, body };
}
