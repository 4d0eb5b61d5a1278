// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { PremiumCoverNotice } from './premium-cover-notice';

/** The second receipt due 10 February, unpaid on 10 March. */
const SUSPENDED = {
  state: 'suspended',
  since: '2026-03-10',
  dueOn: '2026-02-10',
  extinguishedOn: '2026-08-10',
} as const;

describe('the policy page says when an unpaid receipt took cover away (LCS art. 15)', () => {
  it('names the suspension, the receipt and the day the contract would be extinguished', () => {
    render(<PremiumCoverNotice cover={{ ...SUSPENDED, resumesOn: null }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Cobertura suspendida desde el 10/03/2026 por el recibo impagado que vencía el 10/02/2026',
    );
    expect(screen.getByRole('alert').textContent).toContain('el contrato se extingue el 10/08/2026');
  });

  it('once the receipt is paid, says the day cover comes back', () => {
    render(<PremiumCoverNotice cover={{ ...SUSPENDED, resumesOn: '2026-03-21' }} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Recibo que vencía el 10/02/2026 pagado: la cobertura, suspendida desde el 10/03/2026, vuelve el 21/03/2026',
    );
  });

  it('names the extinction', () => {
    render(<PremiumCoverNotice cover={{ state: 'extinguished', on: '2026-08-10', dueOn: '2026-02-10' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Contrato extinguido el 10/08/2026');
  });

  it('says nothing while the policy is covered', () => {
    const { container } = render(<PremiumCoverNotice cover={{ state: 'covered' }} />);
    expect(container.textContent).toBe('');
  });
});
