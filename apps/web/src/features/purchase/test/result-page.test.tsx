// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { saveBookedPurchase } from '../model/booked-policy-store';
import ResultPage from '../result/result-page';
import { buildBookedPolicy } from './purchase-fixtures';

const BOOKED = buildBookedPolicy({ product: { id: 3, name: 'Móvil Top', product_type_id: 1 } });

function renderResult(needsPhoneCheck: boolean) {
  saveBookedPurchase({ policy: BOOKED, ibanLast4: null, needsPhoneCheck });
  renderRoutes(
    [{ path: '/contratacion/resultado', element: <ResultPage /> }],
    `/contratacion/resultado?poliza=${BOOKED.number}`,
  );
}

/** The texts of "Qué pasa ahora", in the order shown. */
async function nextSteps(): Promise<string[]> {
  const heading = await screen.findByText('Qué pasa ahora');
  const list = heading.parentElement!.querySelector('ol, ul')!;
  return within(list as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('the purchase result page (/contratacion/resultado)', () => {
  beforeEach(() => sessionStorage.clear());

  it('for a phone, lists the steps in the order they happen: check, then pay, then sign', async () => {
    renderResult(true);
    const steps = await nextSteps();
    expect(steps).toHaveLength(3);
    expect(steps[0]).toMatch(/^Comprueba tu móvil/);
    expect(steps[1]).toMatch(/paga el primer recibo/);
    expect(steps[2]).toMatch(/^Firma el contrato/);
  });

  it('for any other device, pay then sign, and no phone check', async () => {
    renderResult(false);
    const steps = await nextSteps();
    expect(steps[0]).toMatch(/enlace de pago/);
    expect(steps[1]).toMatch(/^Firma el contrato/);
    expect(steps.join(' ')).not.toMatch(/Comprueba tu móvil/);
  });
});
