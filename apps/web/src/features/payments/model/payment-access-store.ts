// A mail link's token (`?acceso=`) is the only credential of a customer who is not logged in.
// The card gateway sends them back to /pagos/resultado without it, so it is kept for this tab,
// per policy, to read the receipt again once the gateway has been paid.
const KEY = 'amparo:payment-access';

function readAll(): Record<string, string> {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberPaymentAccess(policyId: number | string, token: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...readAll(), [String(policyId)]: token }));
  } catch {
    // Storage blocked (some embedded web views): the result page then asks to log in.
  }
}

export function recallPaymentAccess(policyId: number | string): string | null {
  const token = readAll()[String(policyId)];
  return typeof token === 'string' && token ? token : null;
}
