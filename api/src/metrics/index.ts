export { createApiMetrics } from './api-metrics.ts';
export { httpMetrics } from './http-metrics.ts';
