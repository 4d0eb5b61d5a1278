// @vitest-environment happy-dom
import type { PaymentDisplayStatus } from '@amparo/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { ReceiptBadge, receiptTone } from './receipt-badge';

describe('receipt badges (spec 4 display status)', () => {
  it.each<[PaymentDisplayStatus, string, string]>([
    ['PAGADO', 'Pagado', 'text-success'],
    ['IMPAGADO', 'Impagado', 'text-danger'],
    ['PROGRAMADO', 'Programado', 'text-muted'],
    ['ABONADO', 'Abonado', 'text-info'],
    ['PENDIENTE_ABONO', 'Pendiente de abono', 'text-info'],
  ])('%s reads "%s" in its colour', (status, label, colourClass) => {
    render(<ReceiptBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge.className).toContain(colourClass);
  });

  it('groups the tones as the product asks: green, red, grey, blue', () => {
    expect(receiptTone('PAGADO')).toBe('success');
    expect(receiptTone('IMPAGADO')).toBe('danger');
    expect(receiptTone('PROGRAMADO')).toBe('neutral');
    expect(receiptTone('ABONADO')).toBe(receiptTone('PENDIENTE_ABONO'));
  });

  it('says so when a receipt has no status', () => {
    render(<ReceiptBadge status={null} />);
    expect(screen.getByText('Sin estado')).toBeTruthy();
  });
});
