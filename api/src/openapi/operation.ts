import type { z } from 'zod';

/** What one response of an operation carries: a zod schema from common (JSON), or another media type. */
export type ResponseSpec =
  | { description: string; schema: z.ZodType }
  | { description: string; mediaType: string; schema?: Record<string, unknown> };

/** One API operation as the document describes it; paths use Koa's `:param` form like the routers. */
export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  params?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<string, ResponseSpec>;
  /** Needs the admin session cookie. */
  admin?: boolean;
  /** Extra description (markdown). */
  description?: string;
  /** For a Server-Sent Events answer: each event's name and its data's schema (listed as x-sse-events). */
  sseEvents?: Record<string, z.ZodType>;
}
