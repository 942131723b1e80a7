export * from './latency-histogram.ts';
export * from './service-status-schema.ts';
export * from './summarize-status.ts';
