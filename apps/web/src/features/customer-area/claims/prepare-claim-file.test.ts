import { describe, expect, it, vi } from 'vitest';
import { kindOf, prepareClaimFile } from './prepare-claim-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('what a chosen file becomes before its upload', () => {
  it.each([
    ['factura.pdf', 'application/pdf', 'pdf'],
    ['factura.PDF', '', 'pdf'],
    ['foto.jpg', 'image/jpeg', 'photo'],
    ['foto.png', 'image/png', 'photo'],
    ['IMG_0001.HEIC', '', 'photo'],
    ['IMG_0001.heic', 'image/heic', 'photo'],
    ['notas.txt', 'text/plain', 'other'],
    ['video.mp4', 'video/mp4', 'other'],
  ])('%s (%s) is a %s', (name, type, kind) => {
    expect(kindOf({ name, type })).toBe(kind);
  });

  it('shrinks a photo, renaming a PNG to the JPEG it became', async () => {
    const shrink = vi.fn(async () => file('x.jpg', 'image/jpeg', 3));
    const prepared = await prepareClaimFile(file('pantalla.png', 'image/png', 100), shrink);
    expect(shrink).toHaveBeenCalledOnce();
    expect(prepared.filename).toBe('pantalla.jpg');
    expect(prepared.file.size).toBe(3);
  });

  it('sends a PDF, a HEIC photo, or a photo the shrinking could not improve or failed on, unchanged', async () => {
    const shrink = vi.fn(async () => file('x.jpg', 'image/jpeg', 500));
    const pdf = file('factura.pdf', 'application/pdf');
    expect((await prepareClaimFile(pdf, shrink)).file).toBe(pdf);
    const heic = file('IMG.HEIC', 'image/heic');
    expect((await prepareClaimFile(heic, shrink)).file).toBe(heic);
    expect(shrink).not.toHaveBeenCalled();
    const small = file('small.jpg', 'image/jpeg', 100);
    expect((await prepareClaimFile(small, shrink)).file).toBe(small);
    const broken = file('rota.jpg', 'image/jpeg', 100);
    const failing = vi.fn(async () => Promise.reject(new Error('no se puede leer')));
    expect(await prepareClaimFile(broken, failing)).toEqual({ file: broken, filename: 'rota.jpg' });
  });
});
