import type { FastifyPluginAsync } from 'fastify';
import { endpoint } from '../endpoint.ts';
import { paymentsCsv } from '../exports/payments-csv.ts';
import { createRemainingReceipts } from './create-remaining-receipts.ts';
import { dailyPayments } from './daily-payments.ts';
import { deleteReceipt } from './delete-receipt.ts';
import { listAllPayments, listPayments } from './list-payments.ts';
import { markReceiptAsPaid } from './mark-receipt-as-paid.ts';

/** Receipts as staff handle them: on one policy (spec 7), and the list and daily figures across policies. */
export const receiptsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  endpoint(app, 'createRemainingReceipts', async ({ actor, params, ctx, reply }) => {
    const result = await createRemainingReceipts(db, actor, params.id, ctx);
    reply.code(result.created ? 201 : 200);
    return { data: result.data };
  });

  endpoint(app, 'deleteReceipt', async ({ actor, params, ctx }) => {
    await deleteReceipt(db, actor, params, ctx);
    return null;
  });

  endpoint(app, 'markReceiptAsPaid', ({ actor, params, body, ctx }) =>
    markReceiptAsPaid(db, actor, params, body, ctx),
  );

  endpoint(app, 'listPayments', async ({ actor, query, now, reply }) => {
    if (query.export_csv === '1') {
      const csv = paymentsCsv(await listAllPayments(db, actor, query.filter, now));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="cobros.csv"')
        .send(csv);
    }
    return listPayments(db, actor, query, now);
  });

  endpoint(app, 'getDailyPayments', ({ actor, query, now }) => dailyPayments(db, actor, query, now));
};
