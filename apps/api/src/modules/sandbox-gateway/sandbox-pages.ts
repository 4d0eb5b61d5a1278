import { formatEuro } from '@amparo/domain';
import { type MerchantParameters, param, type SignedFields } from '../../services/payments/redsys.ts';
import { SANDBOX_BASE_PATH, SANDBOX_CARDS, SANDBOX_NOTICE } from '../../services/payments/sandbox-gateway.ts';

// The sandbox gateway's pages: plain HTML in Spanish, no script (the page CSP
// allows none inline), every value escaped. They stand in for Redsys's own pages.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:16px;color:#111827}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:0 0 4px}h2{font-size:1.1rem;margin:12px 0 4px}p{margin:8px 0}.muted{color:#4b5563;font-size:.9rem}
.banner{background:#fef3c7;color:#92400e;border:2px solid #d97706;padding:8px 12px;border-radius:8px;font-size:.85rem;margin-bottom:12px}
.banner strong{display:block;font-size:1.05rem;text-transform:uppercase}
.error{background:#fee2e2;color:#991b1b;padding:8px 12px;border-radius:8px}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #9ca3af;border-radius:8px;margin-top:4px}
.row{display:flex;gap:12px;align-items:flex-end}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-weight:600}
button.secondary{background:#e5e7eb;color:#111827}
table{width:100%;border-collapse:collapse;font-size:.85rem;margin-top:8px}td{padding:4px;border-top:1px solid #e5e7eb}code{font-size:.9rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="banner" role="note"><strong>${SANDBOX_NOTICE}</strong>Pasarela de pruebas de Amparo (protocolo Redsys, comercio de pruebas 999008881): no se cobra nada a ninguna tarjeta.</div>${body}</main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

function summary(request: MerchantParameters): string {
  const amount = Number(param(request, 'DS_MERCHANT_AMOUNT') ?? 0);
  return `<h1>Pago con tarjeta</h1><p><strong>${escapeHtml(formatEuro(amount))}</strong></p><p class="muted">${escapeHtml(
    param(request, 'DS_MERCHANT_PRODUCTDESCRIPTION') ?? '',
  )}<br>Pedido ${escapeHtml(param(request, 'DS_MERCHANT_ORDER') ?? '')}</p>`;
}

/** The card form, with the test cards listed. */
export function cardFormPage(request: MerchantParameters, signed: SignedFields, error?: string): string {
  const cards = SANDBOX_CARDS.map(
    (c) => `<tr><td><code>${c.number}</code></td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('');
  return page(
    'Pago con tarjeta',
    `${summary(request)}${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_BASE_PATH}/pagar">${hidden(signed)}
<label for="card">Número de tarjeta</label><input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Caducidad (MM/AA)</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button type="submit">Pagar</button></form>
<form method="post" action="${SANDBOX_BASE_PATH}/pagar">${hidden({ ...signed, cancel: '1' })}<button type="submit" class="secondary">Cancelar y volver a la tienda</button></form>
<p class="muted">Tarjetas de prueba (cualquier caducidad futura y cualquier CVV de 3 cifras):</p><table>${cards}</table>`,
  );
}

/** The 3-D Secure step: the issuer asks for a code. */
export function challengePage(
  request: MerchantParameters,
  signed: SignedFields,
  card: { number: string; expiry: string },
) {
  return page(
    'Verificación 3-D Secure',
    `${summary(request)}<h2>Verificación de tu banco</h2><p>Tu banco te ha enviado un código. En esta pasarela de pruebas el código es <code>123456</code>.</p>
<form method="post" action="${SANDBOX_BASE_PATH}/3ds">${hidden({ ...signed, card_number: card.number, expiry: card.expiry })}
<label for="code">Código de verificación</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">Confirmar</button></form>`,
  );
}

/** A request whose signature does not check: nothing is shown of it. */
export const badRequestPage = () =>
  page(
    'Petición no válida',
    '<h1>Petición no válida</h1><p class="error" role="alert">La firma de la petición de pago no es válida (SIS0042). Vuelve a la tienda e inténtalo de nuevo.</p>',
  );

/** A request naming an address that is not this shop's: the sandbox neither calls it nor sends anyone there. */
export const foreignAddressPage = (reason: string) =>
  page(
    'Petición no válida',
    `<h1>Petición no válida</h1><p class="error" role="alert">${escapeHtml(reason)}. La pasarela de pruebas solo notifica a esta tienda y solo vuelve a sus páginas.</p>`,
  );
