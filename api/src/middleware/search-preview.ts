import {
  checkTerm,
  normaliseTerm,
  searchPageDescription,
  searchPageTitle,
  searchPath,
} from '@namescope/common';
import type { AppContext } from '../context.ts';

const SEARCH_PREFIX = '/search/';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape ('%E0%A4%A') is taken as typed: the page still loads
  }
}

/**
 * Link previews of shareable searches (issue 12, section 1). A chat app fetching /search/{name} runs no
 * JavaScript, so the served index.html itself names the search in <title>, the description, Open Graph and
 * Twitter tags. Returns a handler that answers /search/... paths (true) and leaves any other path (false);
 * it also turns the old form /?q={name} into /search/{name}. A name that is no valid search still gets the
 * page (it shows the reason) with the general title: a bad link is never a server error.
 */
export function searchPreview(indexHtml: string): (ctx: AppContext) => boolean {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"[^>]*>/;
  const page = (name: string | null, url: string | null): string => {
    if (name === null) return indexHtml;
    const t = escapeHtml(searchPageTitle(name));
    const d = escapeHtml(searchPageDescription(name));
    const tags = [
      `<title>${t}</title>`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="NameScope" />`,
      `<meta property="og:title" content="${t}" />`,
      `<meta property="og:description" content="${d}" />`,
      url ? `<meta property="og:url" content="${escapeHtml(url)}" />` : '',
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${t}" />`,
      `<meta name="twitter:description" content="${d}" />`,
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = indexHtml.replace(description, `<meta name="description" content="${d}" />`);
    if (title.test(html)) return html.replace(title, tags);
    return html.includes('</head>') ? html.replace('</head>', `${tags}\n  </head>`) : `${tags}\n${html}`;
  };

  return (ctx) => {
    const q = ctx.query.q;
    const asked = Array.isArray(q) ? q[0] : q;
    if (ctx.path === '/' && asked) {
      ctx.redirect(searchPath(normaliseTerm(asked) || asked));
      return true;
    }
    if (!ctx.path.toLowerCase().startsWith(SEARCH_PREFIX)) return false;
    const segment = ctx.path.slice(SEARCH_PREFIX.length).replace(/\/+$/, '');
    if (!segment || segment.includes('/')) return false; // not a search page: the app's 404
    const raw = decoded(segment);
    const check = checkTerm(raw);
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = check.ok
      ? page(check.bare, `${ctx.protocol}://${ctx.host}${searchPath(check.term)}`)
      : page(null, null);
    return true;
  };
}
