import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV export as it is produced: the stream is read only as fast as the client takes it
 * (backpressure), so a million rows never sit in memory. A database error after the first bytes
 * cuts the download short (the status is already 200), which the browser shows as failed.
 */
export function sendCsvStream(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return csvAttachment(reply, filename).send(Readable.from(lines));
}

/** Sends a CSV export built in memory (a list that stays small: users, distributors, stores). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return csvAttachment(reply, filename).send(csv);
}

function csvAttachment(reply: FastifyReply, filename: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
}
