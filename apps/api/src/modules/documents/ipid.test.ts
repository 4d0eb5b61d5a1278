import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/products/{id}/ipid.pdf', () => {
  it('serves the precontractual information (IPID) as a real PDF in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/3/ipid.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: res.rawPayload }).toString();
    expect(text).toContain('Documento de información sobre el producto de');
    expect(text).toContain('Móvil Top');
    expect(text).toContain('¿Qué no está asegurado?');
    expect(text).toContain('15 días');
  });

  it('answers 404 in Spanish for a product that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/9999/ipid.pdf' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Producto no encontrado: 9999');
  });
});
