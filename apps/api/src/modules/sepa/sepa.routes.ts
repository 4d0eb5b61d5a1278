import {
  CreateSepaFileRequestSchema,
  ErrorResponseSchema,
  errorMessage,
  IdParamsSchema,
  ImportSepaReturnsRequestSchema,
  ImportSepaReturnsResponseSchema,
  PayByDebitResponseSchema,
  PaymentAccessQuerySchema,
  PaymentTransactionParamsSchema,
  PayNewIbanBodySchema,
  PolicyPaymentParamsSchema,
  ReturnResultSchema,
  ReturnTransactionRequestSchema,
  SepaFileCreatedSchema,
  SepaFileDetailSchema,
  SepaFileListQuerySchema,
  SepaFileListSchema,
  z,
} from '@amparo/contract';
import { Action } from '@amparo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Actor, actorOf } from '../../plugins/auth.ts';
import { BANK_XML_MAX_CHARS } from '../../services/bank-files/read-bank-xml.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { ctx, security, staffErrors } from '../route-kit.ts';
import { createSepaFile } from './create-sepa-file.ts';
import { getSepaFile, openSepaXml } from './get-sepa-file.ts';
import { importSepaReturns } from './import-sepa-returns.ts';
import { listSepaFiles } from './list-sepa-files.ts';
import { payByIban, payByNewIban } from './pay-by-debit.ts';
import { returnSepaCharge } from './return-sepa-charge.ts';
import { readRepresentDays } from './sepa-settings.ts';

const tags = ['remesas SEPA'];
const manage = { permission: Action.PAYMENTS_MANAGE };
const errors = { ...staffErrors, 409: ErrorResponseSchema, 422: ErrorResponseSchema };
const RETURN_FILE_TOO_LARGE = errorMessage('SEPA_RETURNS_FILE_INVALID', {
  detail: `pasa de ${BANK_XML_MAX_CHARS / (1024 * 1024)} MB, el máximo por fichero`,
});

export const sepaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sepa_files',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Generar la remesa SEPA (pain.008) de una fecha de cargo; la genera una tarea',
        body: CreateSepaFileRequestSchema,
        response: { 202: SepaFileCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await createSepaFile(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.get(
    '/sepa_files',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Remesas SEPA',
        querystring: SepaFileListQuerySchema,
        response: { 200: SepaFileListSchema, ...staffErrors },
      },
    },
    async (request) => listSepaFiles(app.db, request.query),
  );
  app.get(
    '/sepa_files/:id',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Una remesa SEPA con sus recibos',
        params: IdParamsSchema,
        response: { 200: SepaFileDetailSchema, ...staffErrors },
      },
    },
    async (request) => getSepaFile(app.db, request.params.id),
  );
  app.get(
    '/sepa_files/:id/xml',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Descargar el XML pain.008.001.02 de la remesa',
        params: IdParamsSchema,
        response: { 200: z.any().describe('XML pain.008.001.02'), ...errors },
      },
    },
    async (request, reply) => {
      const { download, filename } = await openSepaXml(app.db, app.services.files, request.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', filename))
        .header('content-length', String(download.size))
        .send(download.stream);
    },
  );
  app.post(
    '/sepa_returns',
    {
      config: { ...manage, bodyTooLargeMessage: RETURN_FILE_TOO_LARGE },
      // Room for the largest return file the contract allows (10 MB of text) written as a JSON string:
      // bank files are in the SEPA character set (ASCII), and quotes and line ends escape to two bytes.
      bodyLimit: Math.ceil(BANK_XML_MAX_CHARS * 1.1) + 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'Importar un fichero de devoluciones del banco (pain.002 o camt.054); lo aplica una tarea',
        body: ImportSepaReturnsRequestSchema,
        response: { 202: ImportSepaReturnsResponseSchema, 413: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await importSepaReturns(app.db, actorOf(request), request.body, ctx(request.ip))),
  );
  app.put(
    '/policies/:id/payments/:paymentId/transactions/:transactionId/return',
    {
      config: manage,
      schema: {
        tags,
        security,
        summary: 'Registrar la devolución de un cobro por domiciliación, con su código de motivo',
        params: PaymentTransactionParamsSchema,
        body: ReturnTransactionRequestSchema,
        response: { 200: ReturnResultSchema, ...errors },
      },
    },
    async (request) => {
      const representDays = await readRepresentDays(app.db);
      return app.db.transaction((tx) =>
        returnSepaCharge(tx, {
          transactionId: request.params.transactionId,
          reasonCode: request.body.reason_code,
          returnedAt: new Date(),
          representDays,
          actor: actorOf(request),
          ip: request.ip,
          publicUrl: app.config.publicUrl,
          expect: { policyId: request.params.id, paymentId: request.params.paymentId },
        }),
      );
    },
  );
  // Open at the door like the card payment routes: payment-access.ts decides (login or payment link).
  const customer = { permission: 'public' as const };
  const paymentSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, {}];
  const caller = (request: { actor: Actor | null; query: { token?: string | undefined }; ip: string }) => ({
    actor: request.actor,
    token: request.query.token,
    ip: request.ip,
  });
  app.put(
    '/policies/:id/payments/:paymentId/pay-iban',
    {
      config: customer,
      schema: {
        tags,
        security: paymentSecurity,
        summary: 'Volver a cargar el recibo en la cuenta domiciliada (próxima remesa)',
        params: PolicyPaymentParamsSchema,
        querystring: PaymentAccessQuerySchema,
        response: { 200: PayByDebitResponseSchema, ...errors },
      },
    },
    async (request) =>
      payByIban(app.db, caller(request), request.params.id, request.params.paymentId, ctx(request.ip)),
  );
  app.put(
    '/policies/:id/payments/:paymentId/pay-new-iban',
    {
      config: customer,
      schema: {
        tags,
        security: paymentSecurity,
        summary: 'Cargar el recibo en otra cuenta (mandato nuevo o modificado)',
        params: PolicyPaymentParamsSchema,
        querystring: PaymentAccessQuerySchema,
        body: PayNewIbanBodySchema,
        response: { 200: PayByDebitResponseSchema, ...errors },
      },
    },
    async (request) =>
      payByNewIban(
        app.db,
        caller(request),
        request.params.id,
        request.params.paymentId,
        request.body,
        ctx(request.ip),
      ),
  );
};
