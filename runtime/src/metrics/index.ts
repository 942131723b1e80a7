export { startMetricsServer, type MetricsServer, type MetricsServerOptions } from './metrics-server.ts';
export { createProcessRegistry } from './process-registry.ts';
