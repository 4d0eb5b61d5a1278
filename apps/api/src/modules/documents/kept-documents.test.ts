import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createFileLinks } from '../../services/files/file-links.ts';
import { createLocalFileStore } from '../../services/files/local-file-store.ts';
import { keepDailyPaper } from './kept-documents.ts';

describe('keepDailyPaper: the certificate of insurance, one file per policy', () => {
  it('is made once a day and replaced on a new day, under the same key', async () => {
    const files = createLocalFileStore({
      root: mkdtempSync(path.join(tmpdir(), 'amparo-kept-')),
      links: createFileLinks(() => Buffer.alloc(32, 7)),
      publicUrl: 'https://amparo.test/',
      linkTtlSeconds: 60,
    });
    const render = vi.fn(async () => new TextEncoder().encode('%PDF-1.7 certificado'));
    const paper = (day: string) => ({
      key: 'certificado-seguro-AMP-1.pdf',
      filename: `certificado-seguro-AMP-1-${day}.pdf`,
    });
    const first = await keepDailyPaper(files, 7, paper('2026-11-28'), render);
    const sameDay = await keepDailyPaper(files, 7, paper('2026-11-28'), render);
    expect(render).toHaveBeenCalledTimes(1);
    const nextDay = await keepDailyPaper(files, 7, paper('2026-11-29'), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect([sameDay, nextDay]).toEqual([first, first]);
    expect((await files.stat(first))?.filename).toBe('certificado-seguro-AMP-1-2026-11-29.pdf');
  });
});
