import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import type { SandboxService } from '../core/types.ts';
import type { RegistrationFeed } from './registration-feed.ts';

/**
 * Control of the feed over HTTP, for a sandbox running in its own process: `POST /feed/register?extension=`
 * registers one name now and answers {extension, name, at}; `GET /feed/stats` answers the total so far.
 */
export function feedService(feed: RegistrationFeed): SandboxService {
  return {
    id: 'feed',
    mount: '/feed',
    handle(req) {
      if (req.method === 'POST' && req.path === '/register') {
        const ext = req.query.get('extension') ?? undefined;
        if (ext !== undefined && !(EXTENSION_KEYS as readonly string[]).includes(ext))
          return { status: 400, body: { error: `unknown extension ${ext}` } };
        return { status: 200, body: feed.registerOne(ext as ExtensionKey | undefined) };
      }
      if (req.method === 'GET' && req.path === '/stats') return { status: 200, body: { total: feed.total } };
      return { status: 404, body: { error: 'unknown feed path' } };
    },
  };
}
