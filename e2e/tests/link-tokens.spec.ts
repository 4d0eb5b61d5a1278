import { adminToken, bookPolicy, lastMailTo, uniqueEmail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';

// A card policy's link leads on to its receipt's payment page (spec 2 `payments`), with no token.
const RECEIPT_PAGE = /\/pagos\/\d+\/\d+(\?poliza=[\w-]+)?$/;

// A mailed link's token is read once, exchanged for a session kept in the tab, and
// taken out of the address, so history, bookmarks and Referer never carry it.
test('a payment link from the booking mail leaves no token in the address, history or Referer', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('enlace');
  // A laptop: no phone check, so the booking mail carries the payment link (a phone's comes after its check).
  const policy = await bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });
  const mail = await lastMailTo(request, await adminToken(request), email);
  const link = mail?.text_body.match(/\/contratacion\/pago\?acceso=[\w-]+/)?.[0];
  expect(link, 'enlace de pago en el correo').toBeTruthy();
  const token = link!.split('acceso=')[1]!;

  const referers: string[] = [];
  page.on('request', (req) => {
    const referer = req.headers().referer;
    if (referer) referers.push(referer);
  });

  await page.goto('/');
  await page.goto(link!);
  await expect(page.getByText(`Póliza ${policy.number}`).first()).toBeVisible();
  await expect(page).toHaveURL(RECEIPT_PAGE);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(token);

  // The link's entry was replaced, not followed by a clean one: back goes to where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goForward();
  await expect(page).toHaveURL(RECEIPT_PAGE);

  // A reload reopens the policy with the tab's session.
  await page.reload();
  await expect(page.getByText(`Póliza ${policy.number}`).first()).toBeVisible();
  await expect(page).toHaveURL(RECEIPT_PAGE);

  // The mail's link keeps working until it expires (the customer's way back), and leaves the address again.
  await page.goto(link!);
  await expect(page.getByText(`Póliza ${policy.number}`).first()).toBeVisible();
  await expect(page).toHaveURL(RECEIPT_PAGE);

  expect(referers.filter((r) => r.includes(token))).toEqual([]);
});
