import type { FieldIssue } from '../../../api/http';
import type { PurchaseStep } from './steps';

// The API names a bad field by its path in the request, 'body.holder.email'
// or 'body.items.0.value'. Strip the 'body.' prefix so the key matches the
// form's own error keys, and find the step that owns the field.
export function fieldKeyOf(path: string): string {
  return path.replace(/^body\./, '');
}

export function stepOfField(key: string): PurchaseStep {
  const head = key.split('.')[0] ?? '';
  if (head === 'device' || head === 'items') return 'device';
  if (head === 'holder') return 'holder';
  if (head === 'iban' || head === 'account_holder' || head === 'payment_method') return 'payment';
  if (head === 'product_id' || head === 'periodicity' || head === 'discount_code') return 'coverage';
  return 'review';
}

export function toFieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldKeyOf(issue.path)] ??= issue.message;
  return errors;
}
