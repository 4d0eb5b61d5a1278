// Screenshots of the signing page (/firma/:id) and its return page at 390 and 1280 px, with the API
// answered by Playwright (page.route), so the pages can be looked at before the server routes exist.
// Usage: BASE_URL=http://127.0.0.1:4173 npx tsx e2e/scripts/signing-screenshots.ts OUT_DIR
// (BASE_URL: the built app, e.g. `npx vite preview --port 4173` in apps/web).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { chromium, type Page } from '@playwright/test';
import { PDFDocument, rgb } from 'pdf-lib';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const [outDir = '/tmp/amparo-signing-shots'] = process.argv.slice(2);
const require = createRequire(import.meta.url);

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  for (let n = 1; n <= 3; n++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Contrato de seguro AMP-000012 · página ${n}`, { x: 50, y: 780, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Cláusula ${n}.${line + 1}: coberturas, exclusiones, prima de 9,99 € al mes.`, {
        x: 50,
        y: 740 - line * 17,
        size: 10,
        font,
        color: rgb(0.2, 0.2, 0.25),
      });
    }
  }
  return Buffer.from(await doc.save());
}

const signature = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  status: 'pending',
  document_sha256: '3f9a1c0e5b7d2a4f8e6c1b9d0a7f3e5c2b8d4a6f1e9c7b5a3d0f2e4c6a8b1d9e',
  destinations: { mail: 'a***@correo.es', sms: '+34 6** *** 678' },
  code_channel: null,
  code_sent_at: null,
  code_resend_in: 0,
  signed_at: null,
  failure_reason: null,
  ...extra,
});
const state = (
  outcome: string,
  extra: Record<string, unknown> = {},
  contract_link: string | null = null,
) => ({
  policy: {
    id: 12,
    number: 'AMP-000012',
    holder_name: 'Ana Pérez Gómez',
    product_name: 'Móvil Top',
    status: outcome === 'signed' ? 3 : 2,
    devices: ['Apple iPhone 16 Pro Max 256 GB'],
    premium_cents: 999,
    periodicity: 1,
  },
  outcome,
  signature: signature(extra),
  contract_link,
});

type Scenario = { codeSent: boolean; signAnswer: { status: number; body: unknown }; outcome: string };

async function routeApi(page: Page, pdf: Buffer, scenario: Scenario) {
  await page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const json = (status: number, body: unknown) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (url.pathname === '/api/policy-access/signature/session')
      return json(201, {
        session_token: 's'.repeat(40),
        expires_at: '2099-01-01T00:00:00Z',
        access: { purpose: 'signature', policy: { id: 12 } },
      });
    if (url.pathname === '/api/policy-access/signature')
      return json(200, { purpose: 'signature', policy: { id: 12 } });
    if (url.pathname.endsWith('/signature/document'))
      return route.fulfill({ status: 200, contentType: 'application/pdf', body: pdf });
    if (url.pathname.endsWith('/signature/code')) {
      scenario.codeSent = true;
      return json(201, {
        message: 'Te hemos enviado un código por SMS al +34 6** *** 678.',
        channel: 'sms',
        destination: '+34 6** *** 678',
        expires_at: '2099-01-01T00:00:00Z',
      });
    }
    if (url.pathname.endsWith('/signature/sign'))
      return json(scenario.signAnswer.status, scenario.signAnswer.body);
    if (url.pathname === '/api/policies/12/signature')
      return json(
        200,
        scenario.outcome === 'pending'
          ? state(
              'pending',
              scenario.codeSent
                ? { code_channel: 'sms', code_sent_at: new Date().toISOString(), code_resend_in: 57 }
                : {},
            )
          : state(scenario.outcome, { status: scenario.outcome }, '/api/files/contrato-firmado.pdf'),
      );
    return json(200, {});
  });
}

async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Recuadro para dibujar la firma/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 0; i <= 24; i++) {
    const x = box.x + 30 + (i / 24) * (box.width - 80);
    await page.mouse.move(x, box.y + box.height * (0.55 + 0.25 * Math.sin(i / 2.2)), { steps: 2 });
  }
  await page.mouse.up();
}

fs.mkdirSync(outDir, { recursive: true });
const pdf = await contractPdf();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    page.on('console', (msg) => msg.type() === 'error' && console.error(`[${width}] consola: ${msg.text()}`));
    const scenario: Scenario = {
      codeSent: false,
      outcome: 'pending',
      signAnswer: { status: 422, body: { message: 'El código no es correcto. Te quedan 2 intentos.' } },
    };
    await routeApi(page, pdf, scenario);
    const shot = (name: string) =>
      page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });

    await page.goto(`${base}/firma/12?acceso=${'l'.repeat(40)}`);
    await page.getByRole('img', { name: 'Página 3 de 3' }).waitFor();
    await shot('1-empty');
    await page.getByRole('radio', { name: /SMS/ }).click();
    await page.getByRole('button', { name: 'Recibir código' }).click();
    await page.getByText('Te hemos enviado un código por SMS').waitFor();
    await shot('2-code-sent');
    await page.getByLabel('Código de 6 cifras').fill('123456');
    await drawSignature(page);
    await page.getByRole('checkbox').click();
    await shot('3-signature-drawn');
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await page.getByText('El código no es correcto').waitFor();
    await shot('4-error');
    await page.getByLabel('Código de 6 cifras').fill('');
    await page.getByRole('button', { name: 'Borrar' }).click();
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Firmar contrato' }).click();
    await page.getByText('Dibuja tu firma', { exact: true }).waitFor();
    await shot('5-validation');

    scenario.outcome = 'signed';
    await page.goto(`${base}/signature/12/return`);
    await page.getByRole('heading', { name: 'Contrato firmado' }).waitFor();
    await shot('6-return-signed');
    scenario.outcome = 'failed';
    await page.goto(`${base}/signature/12/return?status=signed`);
    await page.getByRole('dialog').waitFor();
    await shot('7-return-failed');
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Capturas en ${outDir}`);
