// @vitest-environment happy-dom
import '../../../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoveragePrice } from '../components/coverage/coverage-price';
import { buildCoverage } from './purchase-fixtures';

afterEach(cleanup);

describe('coverage price switch (spec 4 coverage price update)', () => {
  it('monthly: the monthly receipt is the big figure, the yearly one the small one', () => {
    render(<CoveragePrice coverage={buildCoverage()} periodicity={1} />);
    expect(screen.getByText('14,95 €')).toBeTruthy();
    expect(screen.getByText('/mes')).toBeTruthy();
    expect(screen.getByText('o 156,98 € al año')).toBeTruthy();
  });

  it('yearly: the yearly receipt is the big figure, formatted with a comma', () => {
    render(<CoveragePrice coverage={buildCoverage({ price: 15698 })} periodicity={12} />);
    expect(screen.getByText('156,98 €')).toBeTruthy();
    expect(screen.getByText('/año')).toBeTruthy();
    expect(screen.getByText('o 14,95 € al mes')).toBeTruthy();
  });

  it('with a discount shows the discounted receipt and strikes out the list price', () => {
    render(
      <CoveragePrice
        coverage={buildCoverage({ discounted_monthly: 1346, discounted_yearly: 14128 })}
        periodicity={1}
      />,
    );
    expect(screen.getByText('13,46 €')).toBeTruthy();
    expect(screen.getByText('14,95 €')).toBeTruthy();
    expect(screen.getByText('o 141,28 € al año')).toBeTruthy();
  });
});
