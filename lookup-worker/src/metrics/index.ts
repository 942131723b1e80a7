export { createLookupRecorder, type LookupRecorder, type LookupRecorderOptions } from './lookup-recorder.ts';
export { createQueueMetrics, type CountableQueue, type QueueMetrics } from './queue-metrics.ts';
