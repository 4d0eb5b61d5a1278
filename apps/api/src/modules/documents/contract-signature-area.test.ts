import { execFileSync } from 'node:child_process';
import { PolicyStatus } from '@amparo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPolicy, seedReceipts } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { settings } from '../../db/schema/index.ts';
import { SIGNATURE_AREA_HEIGHT } from '../../services/signature/seal-contract.ts';
import { buildPolicyContract } from './build-policy-contract.ts';

const t = useTestApp();
const NOW = new Date('2026-03-10T09:30:00Z');

/** The last page's height and the lowest point (from the page's foot) any of its words reaches, by pdftotext -bbox. */
function lastPageFoot(bytes: Uint8Array): { pages: number; lowest: number } {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: Buffer.from(bytes) }).toString();
  const pages = html.split('<page ').slice(1);
  const last = pages.at(-1)!;
  const height = Number(/height="([\d.]+)"/.exec(last)![1]);
  const bottoms = [...last.matchAll(/<word [^>]*yMax="([\d.]+)"/g)].map((m) => Number(m[1]));
  expect(bottoms.length).toBeGreaterThan(0);
  return { pages: pages.length, lowest: height - Math.max(...bottoms) };
}

describe('the contract leaves room for the signature', () => {
  it(`keeps the lowest ${SIGNATURE_AREA_HEIGHT} pt of its last page free of text, however long the legal text`, async () => {
    const { policy } = await seedPolicy(t.db, { status: PolicyStatus.ACTIVE_PAID_UNSIGNED });
    await seedReceipts(t.db, policy.id, { count: 2, firstActivation: '2026-03-01' });
    const sentence =
      'Cláusula de prueba de la aseguradora con un texto lo bastante largo para ocupar una línea.';
    // One more line of legal text each time: the text's end walks down the last page through the area.
    const lowest: number[] = [];
    for (let lines = 1; lines <= 40; lines += 3) {
      await t.db
        .update(settings)
        .set({ value: Array.from({ length: lines }, () => sentence).join('\n') })
        .where(eq(settings.key, 'insurer_legal_text'));
      const foot = lastPageFoot((await buildPolicyContract(t.db, policy.id, NOW)).bytes);
      lowest.push(foot.lowest);
    }
    expect(Math.min(...lowest)).toBeGreaterThanOrEqual(SIGNATURE_AREA_HEIGHT);
  }, 180_000);
});
