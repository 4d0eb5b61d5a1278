import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@amparo/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DISTRIBUTOR_ID, DEMO_STORE_ID, seedSession } from '../test/auth-helpers.ts';
import { seedClaim, seedClaimablePolicy } from '../test/claim-factories.ts';
import { asUpload, customerWithPhone, issueCode, sendEvaluation } from '../test/evaluations.ts';
import { type HostileFile, hostileFiles, POLYGLOT_PAYLOAD } from '../test/hostile-files.ts';
import { runQueuedJobs } from '../test/jobs.ts';
import { changedTables, publicTables, watchWrites, writeCounts } from '../test/row-counts.ts';
import { useTestApp } from '../test/test-app.ts';
import { stores, users } from './db/schema/index.ts';
import { AppError } from './errors.ts';
import { readSignatureImage } from './modules/signatures/read-signature-image.ts';

// Hostile input (docs/security.md): hostile files on every route that keeps an upload (claim documents,
// the phone check's photos, the IMEI screenshot), and hostile CSV files on every import (staff,
// stores, discounts). A refusal is a Spanish 4xx that leaves no file in the store and no row.

const dataDir = mkdtempSync(path.join(tmpdir(), 'amparo-hostile-'));
const t = useTestApp({ env: { AMPARO_DATA_DIR: dataDir } });

/** Every file the local store holds, with its bytes. */
function storedFiles(): { name: string; bytes: Buffer }[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return { name: path.relative(root, full), bytes: readFileSync(full) };
      });
  } catch {
    return [];
  }
}

const SPANISH = /[áéíóúñ]|no se admite|archivo|imagen|foto|píxeles/i;

describe('hostile uploads', () => {
  let files: HostileFile[];
  beforeAll(async () => {
    files = await hostileFiles();
    // The rate limiter counts attempts of the customer flows; it is not what a refusal stores.
    await watchWrites(
      t.db,
      (await publicTables(t.db)).filter((name) => name !== 'rate_limit_counters'),
    );
  });

  /** Sends one file; checks a refusal's answer and that it kept nothing; returns the answer. */
  async function attempt(
    send: () => Promise<{ statusCode: number; body: string }>,
    expected: number,
    label: string,
  ) {
    const before = await writeCounts(t.db);
    const filesBefore = storedFiles().length;
    const res = await send();
    expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
    if (expected >= 400) {
      expect(res.statusCode, `${label}: ${res.body}`).toBe(expected);
      expect(JSON.parse(res.body).message, label).toMatch(SPANISH);
      expect(changedTables(before, await writeCounts(t.db)), label).toEqual([]);
      expect(storedFiles().length, label).toBe(filesBefore);
    }
    return res;
  }

  it('claim documents: bombs, truncated files, SVG and HTML are refused; a PDF named .png and a polyglot are kept clean', async () => {
    const holder = await seedSession(t.db, Role.POLICYHOLDER);
    const { policy, risk } = await seedClaimablePolicy(t.db, { policyholder_id: holder.user.id });
    const { claim } = await seedClaim(t.db, { policyId: policy.id, riskId: risk.id });
    for (const file of files) {
      const res = await attempt(
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/claims/${claim.id}/documents`,
            headers: holder.headers,
            payload: { type: 'invoice', fileBase64: file.bytes.toString('base64'), filename: file.filename },
          }),
        file.documentRoute,
        file.name,
      );
      if (file.documentRoute === 201) expect(res.statusCode, `${file.name}: ${res.body}`).toBe(201);
    }
    const kept = storedFiles().filter(
      (f) => f.name.includes(`claims/${claim.id}/`) && !f.name.endsWith('.json'),
    );
    // The disguised PDF is kept as a .pdf; the polyglot as a re-encoded JPEG without its tail.
    expect(kept.map((f) => path.extname(f.name)).sort()).toEqual(['.jpg', '.pdf']);
    for (const f of kept) {
      expect(f.bytes.includes(Buffer.from('PK\x03\x04'))).toBe(false);
      expect(f.bytes.includes(Buffer.from(POLYGLOT_PAYLOAD))).toBe(false);
    }
  });

  it('phone-check photos: every hostile file is refused before anything is kept', async () => {
    const customer = await customerWithPhone(t);
    const code = await issueCode(t, { policyId: customer.policy.id, riskId: customer.risk.id }, customer);
    for (const file of files.filter((f) => f.imageRoute >= 400)) {
      await attempt(
        () =>
          sendEvaluation(
            t,
            customer.policy.id,
            {
              risk_id: customer.risk.id,
              screen_code: code,
              device_type: 'android',
              photos: {
                front: asUpload(file.bytes, file.filename),
                back: asUpload(file.bytes, file.filename),
              },
            },
            { headers: customer.headers },
          ),
        file.imageRoute,
        file.name,
      );
    }
  });

  it('IMEI screenshot: every hostile file is refused, the polyglot never kept with its payload', async () => {
    const customer = await customerWithPhone(t, { imei: null });
    const url = `/api/policies/${customer.policy.id}/risk/${customer.risk.id}/imei`;
    for (const file of files) {
      const send = () =>
        t.app.inject({
          method: 'POST',
          url,
          headers: customer.headers,
          payload: { filename: file.filename, image: file.bytes.toString('base64') },
        });
      // The polyglot is a real (blank) image: the reader answers it, whatever it finds.
      await attempt(send, file.imageRoute, file.name);
    }
    for (const f of storedFiles())
      expect(f.bytes.includes(Buffer.from(POLYGLOT_PAYLOAD)), f.name).toBe(false);
  }, 60_000);
});

describe('hostile signature images', () => {
  // The drawn signature goes into the contract PDF: read from the header, decoded only when sane.
  it('refuses every hostile file before decoding it, with the Spanish code of its fault', async () => {
    const expected: Record<string, string> = {
      'PNG bomb 50000×50000': 'SIGNATURE_IMAGE_TOO_LARGE',
      'truncated PNG': 'SIGNATURE_IMAGE_INVALID',
      'PDF disguised as PNG': 'SIGNATURE_IMAGE_INVALID',
      'SVG with a script': 'SIGNATURE_IMAGE_INVALID',
      'JPEG bomb 50000×50000': 'SIGNATURE_IMAGE_INVALID',
      'polyglot JPEG + ZIP + HTML': 'SIGNATURE_IMAGE_INVALID',
    };
    for (const file of await hostileFiles()) {
      const code = expected[file.name];
      if (!code) continue;
      const error = await readSignatureImage(file.bytes.toString('base64')).catch((e: unknown) => e);
      expect(error, file.name).toBeInstanceOf(AppError);
      expect((error as AppError).code, file.name).toBe(code);
      expect((error as AppError).message, file.name).toMatch(/firma/);
    }
  });
});

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

/** What a CSV import may write: its job and the rows it imports. */
const IMPORTED = ['jobs', 'users', 'stores', 'discounts'];

describe('hostile CSV imports', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = (await seedSession(t.db, Role.ADMIN)).headers;
    await watchWrites(t.db, IMPORTED);
  });

  /** The three imports, each with a header it accepts and a row builder. */
  const IMPORTS = [
    {
      name: 'staff',
      url: () => '/api/users/users-csv',
      header: 'email;name;role',
      row: (i: number) => `importado${i}@amparo.test;Nombre ${i};agent`,
      accented: 'nunez@amparo.test;Begoña Núñez;agent',
      stored: ['users', 'name', 'Begoña Núñez'],
      // Over the route's body limit (a 2 MB file), before reading: the route says the file's limit.
      tooMany: [413, 'El fichero pasa de 2 MB: divídelo en varios'],
    },
    {
      name: 'stores',
      url: () => `/api/distributors/${DEMO_DISTRIBUTOR_ID}/stores-csv`,
      header: 'code;name',
      row: (i: number) => `HOST-${i};Tienda ${i}`,
      accented: 'HOST-N;Peñíscola Centro',
      stored: ['stores', 'name', 'Peñíscola Centro'],
      // Over the body limit, before reading: the route says the file's limit (bodyTooLargeMessage).
      tooMany: [413, 'El fichero pasa de 2 MB: divídelo en varios'],
    },
    {
      name: 'discounts',
      url: () => `/api/stores/${DEMO_STORE_ID}/discounts-csv`,
      header: 'code;percent;description',
      row: (i: number) => `HOST${i};10;Rebaja ${i}`,
      accented: 'HOSTN;10;Rebaja de otoño',
      stored: ['discounts', 'description', 'Rebaja de otoño'],
      tooMany: [413, 'El fichero pasa de 1 MB: divídelo en varios'],
    },
  ];

  const send = (url: string, file: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers: admin, payload: { fileBase64: b64(file) } });

  it.each(IMPORTS)(
    '$name: a UTF-16 file is refused with a Spanish message naming the format to save',
    async (imp) => {
      const text = `${imp.header}\n${imp.accented}\n`;
      const res = await send(
        imp.url(),
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'CSV_NOT_TEXT',
        message: expect.stringContaining('CSV UTF-8'),
      });
    },
  );

  // What Excel in Spanish saves as "CSV (delimitado por comas)": Windows-1252, accents and ñ included.
  it.each(IMPORTS)('$name: a Windows-1252 file is read with its accents', async (imp) => {
    const [table, column, value] = imp.stored as [string, string, string];
    const res = await send(imp.url(), Buffer.from(`${imp.header}\n${imp.accented}\n`, 'latin1'));
    expect(res.statusCode, res.body).toBeLessThan(300);
    await runQueuedJobs(t.db);
    const found = await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
    );
    expect((found as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it.each(IMPORTS)(
    '$name: 100,000 rows are refused with the limit in the message, before any job',
    async (imp) => {
      const rows = Array.from({ length: 100_000 }, (_, i) => imp.row(i));
      const before = await writeCounts(t.db, IMPORTED);
      const res = await send(imp.url(), `${imp.header}\n${rows.join('\n')}\n`);
      expect([res.statusCode, res.json().message]).toEqual(imp.tooMany);
      expect(changedTables(before, await writeCounts(t.db, IMPORTED))).toEqual([]);
    },
    60_000,
  );

  it('stores: formula cells are kept as the text they are and exported escaped', async () => {
    const formulas = ['=HYPERLINK("http://malo.example","pulsa")', '+34 600 000 000', '-2+3', '@SUM(A1)'];
    const file = [
      'code;name;address;city;province',
      `FORM-01;${formulas.map((f) => `"${f.replace(/"/g, '""')}"`).join(';')}`,
    ].join('\n');
    const start = await send(`/api/distributors/${DEMO_DISTRIBUTOR_ID}/stores-csv`, file);
    expect(start.statusCode, start.body).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [row] = await t.db.select().from(stores).where(eq(stores.code, 'FORM-01'));
    expect([row?.name, row?.address, row?.city, row?.province]).toEqual(formulas);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/exports/token',
      headers: admin,
      payload: { resource: 'stores-priv' },
    });
    const csv = (
      await t.app.inject({ method: 'GET', url: `/api/stores-priv?export_csv=1&token=${issued.json().token}` })
    ).body;
    const line = csv.split('\r\n').find((l) => l.includes('FORM-01'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://malo.example"",""pulsa"")"`);
    for (const f of ['+34 600 000 000', '-2+3', '@SUM(A1)']) expect(line).toContain(`'${f}`);
    expect(line.split(';').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('staff: a formula in a name is kept as the text it is and exported escaped', async () => {
    const formula = '=HYPERLINK("http://malo.example","pulsa")';
    const res = await send(
      '/api/users/users-csv',
      `email;name;role\nformula@amparo.test;"${formula.replace(/"/g, '""')}";agent\n`,
    );
    expect(res.statusCode, res.body).toBe(202);
    await runQueuedJobs(t.db, t.app);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'formula@amparo.test'));
    expect(row?.name).toBe(formula);
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/exports/token',
      headers: admin,
      payload: { resource: 'users' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const csv = (
      await t.app.inject({ method: 'GET', url: `/api/users?export_csv=1&token=${issued.json().token}` })
    ).body;
    const line = csv.split('\r\n').find((l) => l.includes('formula@amparo.test'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://malo.example"",""pulsa"")"`);
    expect(line.split(';').some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });
});
