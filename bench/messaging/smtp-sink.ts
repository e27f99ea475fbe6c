import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on a free local port that accepts every message and keeps only when each arrived (the message
 * itself is read and dropped, so the bench spends little of the machine's CPU on it).
 */
export async function startSmtpSink() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** `performance.now()` of each message's arrival, in order. */
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
