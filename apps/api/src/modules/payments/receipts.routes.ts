import {
  DailyPaymentsQuerySchema,
  DailyPaymentsSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MarkAsPaidRequestSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentParamsSchema,
  PolicyPaymentSchema,
  ReceiptListSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.ts';
import { paymentsCsv } from '../exports/payments-csv.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { createRemainingReceipts } from './create-remaining-receipts.ts';
import { dailyPayments } from './daily-payments.ts';
import { deleteReceipt } from './delete-receipt.ts';
import { listAllPayments, listPayments } from './list-payments.ts';
import { markReceiptAsPaid } from './mark-receipt-as-paid.ts';

const tags = ['cobros'];
const conflict = { 409: ErrorResponseSchema, 422: ErrorResponseSchema };

/** Receipts as staff handle them: on one policy (spec 7), and the list and daily figures across policies. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/policies/:id/payments/remaining',
    {
      config: { permission: Action.PAYMENTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Crea los recibos que la póliza aún debe de su año (201; 200 si no debe ninguno)',
        params: IdParamsSchema,
        response: { 200: ReceiptListSchema, 201: ReceiptListSchema, ...staffErrors, ...conflict },
      },
    },
    async (request, reply) => {
      const result = await createRemainingReceipts(
        app.db,
        actorOf(request),
        request.params.id,
        ctx(request.ip),
      );
      return reply.status(result.created ? 201 : 200).send({ data: result.data });
    },
  );
  app.delete(
    '/policies/:id/payments/:paymentId/delete',
    {
      config: { permission: Action.PAYMENTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Borra un recibo sin pagar (queda marcado como borrado)',
        params: PaymentParamsSchema,
        response: { 204: z.null(), ...staffErrors, ...conflict },
      },
    },
    async (request, reply) => {
      await deleteReceipt(app.db, actorOf(request), request.params, ctx(request.ip));
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/policies/:id/payments/:paymentId/mark-as-paid',
    {
      config: { permission: Action.PAYMENTS_MANAGE },
      schema: {
        tags,
        security,
        summary: 'Marca un recibo como pagado a mano (tipo 2) con su fecha y referencia',
        params: PaymentParamsSchema,
        body: MarkAsPaidRequestSchema,
        response: { 200: PolicyPaymentSchema, ...staffErrors, ...conflict },
      },
    },
    async (request) =>
      markReceiptAsPaid(app.db, actorOf(request), request.params, request.body, ctx(request.ip)),
  );
  app.get(
    '/payments',
    {
      config: { permission: Action.PAYMENTS_READ, csvExport: 'payments' },
      schema: {
        tags,
        security,
        summary: 'Recibos de todas las pólizas visibles (con export_csv=1&token=... devuelve CSV)',
        querystring: PaymentListQuerySchema,
        response: { 200: PaymentListSchema.or(z.string()), ...staffErrors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.query.export_csv === '1') {
        const csv = paymentsCsv(await listAllPayments(app.db, actor, request.query.filter, new Date()));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="cobros.csv"')
          .send(csv);
      }
      return listPayments(app.db, actor, request.query, new Date());
    },
  );
  app.get(
    '/payments/daily',
    {
      config: { permission: Action.PAYMENTS_READ },
      schema: {
        tags,
        security,
        summary: 'Cobrado, devuelto e impagado por día (días de Madrid)',
        querystring: DailyPaymentsQuerySchema,
        response: { 200: DailyPaymentsSchema, ...staffErrors },
      },
    },
    async (request) => dailyPayments(app.db, actorOf(request), request.query, new Date()),
  );
};
