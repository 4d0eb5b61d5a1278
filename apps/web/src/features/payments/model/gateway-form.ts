import type { CardPaymentForm } from '@amparo/contract';

/** What the API signs for one card payment attempt (Redsys redirect protocol, docs/payments.md). */
export type GatewayForm = CardPaymentForm;

const FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/**
 * Builds the HTML form Redsys expects and submits it: a real top-level POST, so the browser
 * leaves for the gateway's card page (a fetch could not, and the gateway does not answer CORS).
 * Returns the form, for tests. The page's CSP form-action must allow the gateway's origin.
 */
export function submitGatewayForm(gateway: GatewayForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = gateway.url;
  form.hidden = true;
  for (const name of FIELDS) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = gateway[name];
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
