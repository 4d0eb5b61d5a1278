// The outside world of the jobs test: a partner's webhook endpoint and an SMTP
// server, both on loopback, each able to hold its first request unanswered so
// the worker can be killed while it waits (the job is then mid-way).
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

/** A partner endpoint: counts arrivals, and accepts each Idempotency-Key once (what a partner keeps). */
export async function partnerReceiver(port: number, options: { holdFirst: boolean }) {
  const arrivals: string[] = [];
  const accepted = new Set<string>();
  let held = false;
  const server = http.createServer((request, response) => {
    const key = String(request.headers['idempotency-key'] ?? '');
    request.resume();
    request.on('end', () => {
      arrivals.push(key);
      if (options.holdFirst && arrivals.length === 1) {
        held = true; // never answered: the sender dies waiting
        return;
      }
      accepted.add(key);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks/amparo`,
    arrivals,
    accepted,
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An SMTP server: a message counts as received when its DATA is answered 250; the first is not. */
export async function smtpReceiver(port: number, options: { holdFirst: boolean }) {
  const arrivals: string[] = [];
  const accepted: string[] = [];
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        arrivals.push(to);
        if (options.holdFirst && arrivals.length === 1) {
          held = true; // no 250: the message is not taken, and the sender dies waiting
          return;
        }
        accepted.push(to);
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    accepted,
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
