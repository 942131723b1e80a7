/**
 * Redis keys shared by the processes (server-side only, but plain strings, so they live in common).
 * Registration stats: one hash, field = stats key ('eth', 'unstoppable', ...), value = JSON
 * `{ "count": number, "updatedAt": ISO string }`; a missing field means no reliable total is known.
 */
export const REDIS_KEYS = {
  registrationStats: 'namescope:registration-stats',
  /** One service's lookups in one minute (service-status/summarize-status.ts), with the deployment's prefix. */
  lookupStatusMinute: (prefix: string, extension: string, minute: number) =>
    `${prefix}:status:${extension}:${minute}`,
} as const;
