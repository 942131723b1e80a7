import { GenIcon, type IconTree, type IconType } from 'react-icons';

/**
 * The lucide icons of every page's header and of the home page, built as react-icons/lu builds them (its
 * data, react-icons 5.7). react-icons/lu is one module, which the bundler keeps whole in one chunk: were the
 * entry to import from it, every icon the app uses (some forty, about 4 kB gzip) would load with each first
 * visit. Lazily loaded screens import from react-icons/lu as usual.
 */
const lucide = (child: [tag: string, attr: Record<string, string>][]): IconType =>
  GenIcon({
    tag: 'svg',
    attr: {
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    },
    child: child.map(([tag, attr]): IconTree => ({ tag, attr, child: [] })),
  });

const path = (d: string): [string, Record<string, string>] => ['path', { d }];

export const LuFlaskConical = lucide([
  path(
    'M10 2v7.527a2 2 0 0 1-.211.896L4.72 20.55a1 1 0 0 0 .9 1.45h12.76a1 1 0 0 0 .9-1.45l-5.069-10.127A2 2 0 0 1 14 9.527V2',
  ),
  path('M8.5 2h7'),
  path('M7 16h10'),
]);
export const LuHistory = lucide([
  path('M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8'),
  path('M3 3v5h5'),
  path('M12 7v5l4 2'),
]);
export const LuMenu = lucide([
  ['line', { x1: '4', x2: '20', y1: '12', y2: '12' }],
  ['line', { x1: '4', x2: '20', y1: '6', y2: '6' }],
  ['line', { x1: '4', x2: '20', y1: '18', y2: '18' }],
]);
export const LuMonitor = lucide([
  ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '21', y2: '21' }],
  ['line', { x1: '12', x2: '12', y1: '17', y2: '21' }],
]);
export const LuMoon = lucide([path('M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z')]);
export const LuSearch = lucide([['circle', { cx: '11', cy: '11', r: '8' }], path('m21 21-4.3-4.3')]);
export const LuSun = lucide([
  ['circle', { cx: '12', cy: '12', r: '4' }],
  path('M12 2v2'),
  path('M12 20v2'),
  path('m4.93 4.93 1.41 1.41'),
  path('m17.66 17.66 1.41 1.41'),
  path('M2 12h2'),
  path('M20 12h2'),
  path('m6.34 17.66-1.41 1.41'),
  path('m19.07 4.93-1.41 1.41'),
]);
export const LuX = lucide([path('M18 6 6 18'), path('m6 6 12 12')]);
