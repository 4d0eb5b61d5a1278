import { formatIban, normalizeIban } from '@amparo/domain';

/**
 * 'ES91 2100 0418 4502 0005 1332' → '•••• •••• •••• •••• •••• 1332'. Staff only
 * need the last digits to tell accounts apart when they talk to the customer.
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban);
  if (compact.length <= 4) return compact;
  return formatIban('•'.repeat(compact.length - 4) + compact.slice(-4));
}
