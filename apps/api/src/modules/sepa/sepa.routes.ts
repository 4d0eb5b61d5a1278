import { errorMessage } from '@amparo/contract';
import type { FastifyPluginAsync } from 'fastify';
import { BANK_XML_MAX_CHARS } from '../../services/bank-files/read-bank-xml.ts';
import { endpoint } from '../endpoint.ts';
import { allPages } from '../exports/all-pages.ts';
import { sendCsv } from '../exports/send-csv.ts';
import { sepaFilesCsv } from '../exports/sepa-files-csv.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { paymentCallerOf } from '../payments/payment-access.ts';
import { createSepaFile } from './create-sepa-file.ts';
import { getSepaFile, openSepaXml } from './get-sepa-file.ts';
import { importSepaReturns } from './import-sepa-returns.ts';
import { listSepaFiles } from './list-sepa-files.ts';
import { payByIban, payByNewIban } from './pay-by-debit.ts';
import { returnSepaCharge } from './return-sepa-charge.ts';
import { readRepresentDays } from './sepa-settings.ts';

const RETURN_FILE_TOO_LARGE = errorMessage('SEPA_RETURNS_FILE_INVALID', {
  detail: `pasa de ${BANK_XML_MAX_CHARS / (1024 * 1024)} MB, el máximo por fichero`,
});

export const sepaRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'createSepaFile', ({ actor, body, ctx }) => createSepaFile(db, actor, body, ctx));

  endpoint(app, 'listSepaFiles', async ({ query, reply }) => {
    if (query.export_csv === '1')
      return sendCsv(
        reply,
        'remesas-sepa.csv',
        sepaFilesCsv(await allPages((page) => listSepaFiles(db, page))),
      );
    return listSepaFiles(db, query);
  });

  endpoint(app, 'getSepaFile', ({ params }) => getSepaFile(db, params.id));

  endpoint(app, 'downloadSepaFile', async ({ params, reply }) => {
    const { download, filename } = await openSepaXml(db, app.services.files, params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', filename))
      .header('content-length', String(download.size))
      .send(download.stream);
  });

  endpoint(app, 'importSepaReturns', ({ actor, body, ctx }) => importSepaReturns(db, actor, body, ctx), {
    // Room for the largest return file the contract allows (10 MB of text) written as a JSON string:
    // bank files are in the SEPA character set (ASCII), and quotes and line ends escape to two bytes.
    bodyLimit: Math.ceil(BANK_XML_MAX_CHARS * 1.1) + 64 * 1024,
    bodyTooLargeMessage: RETURN_FILE_TOO_LARGE,
  });

  endpoint(app, 'returnTransaction', async ({ params, body, actor, ctx }) => {
    const representDays = await readRepresentDays(db);
    return db.transaction((tx) =>
      returnSepaCharge(tx, {
        transactionId: params.transactionId,
        reasonCode: body.reason_code,
        returnedAt: ctx.now,
        now: ctx.now,
        representDays,
        actor,
        ip: ctx.ip,
        publicUrl: app.config.publicUrl,
        expect: { policyId: params.id, paymentId: params.paymentId },
      }),
    );
  });

  // Open at the door like the card payment routes: payment-access.ts decides (login or payment link).
  endpoint(app, 'payByIban', (input) =>
    payByIban(db, paymentCallerOf(input), input.params.id, input.params.paymentId, input.ctx),
  );

  endpoint(app, 'payByNewIban', (input) =>
    payByNewIban(db, paymentCallerOf(input), input.params.id, input.params.paymentId, input.body, input.ctx),
  );
};
