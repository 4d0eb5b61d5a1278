import { describe, expect, it } from 'vitest';
import '../i18n/admin-texts';
import { titleFor } from './document-title';

describe('titleFor', () => {
  it.each([
    [['root', 'initial'], 'Amparo · Seguro para tu móvil y tus dispositivos'],
    [['root', 'pricing'], 'Precios · Amparo'],
    [['root', 'evaluation', 'evaluation-summary'], 'Comprobación del móvil · Amparo'],
    [['admin', 'admin-shell', 'admin-users'], 'Usuarios · Amparo'],
    [['admin'], 'Back office · Amparo'],
    [['root', 'not-found'], 'Página no encontrada · Amparo'],
    [['root', 'customer-withdrawal'], 'Desistir del contrato · Amparo'],
  ])('%j → %s', (ids, title) => {
    expect(titleFor(ids)).toBe(title);
  });

  it('a failed route is titled as an error', () => {
    expect(titleFor(['root', 'pricing'], true)).toBe('Ha ocurrido un error · Amparo');
  });
});
