import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

export interface MetricsServerOptions {
  registry: Registry;
  /** 0 turns the endpoint off (nothing listens). */
  port: number;
  /** 127.0.0.1 by default in every process; compose sets 0.0.0.0 on its internal network. */
  host: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

export interface MetricsServer {
  /** The port it listens on (0 when off or when it could not listen). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /metrics (Prometheus text format) on a port of its own, apart from the site, so scraping
 * never counts as site traffic and the port can stay off the public interface. A port that is taken
 * (a second process on one machine) costs the metrics only: the process keeps serving without them.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const { registry, logger } = options;
  if (options.port === 0) return { port: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: try GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics collection failed');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics collection failed\n');
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      logger.warn({ err: error, port: options.port, host: options.host }, 'metrics endpoint not started');
      resolve(false);
    });
    server.listen(options.port, options.host, () => resolve(true));
  });
  if (!listening) return { port: 0, close: async () => {} };
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, host: options.host }, 'metrics listening on /metrics');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
