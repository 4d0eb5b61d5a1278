// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fixtures';
import { PaymentStep } from '../components/payment-step';
import { completeDraft, renderStep } from './purchase-fixtures';

describe('payment step: direct debit rule (spec 5, 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('direct debit without an account shows the spec message', async () => {
    mockFetch();
    renderStep(PaymentStep, completeDraft(), 'payment');
    await userEvent.click(await screen.findByRole('radio', { name: /Domiciliación bancaria/ }));
    await userEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(
      await screen.findByText('Necesitas al menos una cuenta para poder seguir con el proceso'),
    ).toBeTruthy();
  });

  it('formats the IBAN in groups of four and rejects a wrong one', async () => {
    mockFetch();
    renderStep(
      PaymentStep,
      completeDraft({ paymentMethod: 'direct_debit', accountHolder: 'Lucía García' }),
      'payment',
    );
    const iban = await screen.findByLabelText(/IBAN de la cuenta/);
    await userEvent.type(iban, 'es9121000418450200051333');
    expect((iban as HTMLInputElement).value).toBe('ES91 2100 0418 4502 0005 1333');
    await userEvent.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('El IBAN no es válido: revisa los dígitos')).toBeTruthy();
  });
});
