import { describe, expect, it } from 'vitest';
import { ProductType } from './enums';
import { ipidDocument } from './ipid';

const phone = {
  name: 'Móvil Top',
  product_type_id: ProductType.MOBILE,
  reference: 'AMP-MOV-TOP',
  coverages: ['Rotura de pantalla', 'Daños por líquidos'],
  prices: [{ price_monthly: 995, price_yearly: 10_900 }],
};

describe('ipidDocument: the one text of the IPID', () => {
  const ipid = ipidDocument(phone, '910 000 000');
  const said = (heading: string) => {
    const section = ipid.sections.find((s) => s.heading === heading);
    return section ? [...section.paragraphs, ...section.bullets].join(' ') : undefined;
  };

  // Implementing Regulation (EU) 2017/1469, Annex: the questions of the standardised document, in order.
  it('answers the regulation’s questions in its order', () => {
    expect(ipid.sections.map((s) => s.heading)).toEqual([
      '¿En qué consiste este tipo de seguro?',
      '¿Qué se asegura?',
      '¿Qué no está asegurado?',
      '¿Existen restricciones en lo que respecta a la cobertura?',
      '¿Dónde estoy cubierto?',
      '¿Cuáles son mis obligaciones?',
      '¿Cuándo y cómo tengo que efectuar los pagos?',
      '¿Cuándo comienza y finaliza la cobertura?',
      '¿Cómo puedo rescindir el contrato?',
    ]);
  });

  it.each([
    ['¿Qué se asegura?', 'Rotura de pantalla Daños por líquidos'],
    ['¿Qué no está asegurado?', 'Pérdida o extravío del terminal.'],
    ['¿Existen restricciones en lo que respecta a la cobertura?', 'Sin franquicia'],
    // LCS art. 16: the loss is reported within 7 days of knowing it.
    [
      '¿Cuáles son mis obligaciones?',
      'en los 7 días siguientes a conocerlo (art. 16 de la Ley de Contrato de Seguro)',
    ],
    ['¿Cuándo y cómo tengo que efectuar los pagos?', 'Desde 9,95 € al mes o 109,00 € al año'],
    ['¿Cuándo comienza y finaliza la cobertura?', 'la comprobación del terminal está superada'],
    ['¿Cómo puedo rescindir el contrato?', 'en los 15 días siguientes a la contratación'],
    ['¿Cómo puedo rescindir el contrato?', 'llamando al 910 000 000'],
  ])('%s says "%s"', (heading, text) => {
    expect(said(heading)).toContain(text);
  });

  it('names the product and its reference', () => {
    expect(ipid.lead).toBe('Amparo Seguros · Producto: Móvil Top (Móvil) · Referencia AMP-MOV-TOP');
  });
});
