/** One sample of the Prometheus text exposition format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A scrape: its samples and the metric families it declared (# TYPE lines) with their types. */
export interface Scrape {
  samples: Sample[];
  types: Map<string, string>;
  /** Sum of the samples of `name` whose labels include every pair of `labels`. */
  sum(name: string, labels?: Record<string, string>): number;
  find(name: string, labels?: Record<string, string>): Sample[];
}

const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the text format (the subset prom-client writes: no timestamps, escaped label values). Several
 * processes' texts may be joined: the same family's # TYPE lines then repeat, harmlessly.
 */
export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [, , name, type] = line.split(' ');
      types.set(name!, type!);
      continue;
    }
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{.*\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) {
      labels[key!] = value!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  const find = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return { samples, types, find, sum: (name, labels) => find(name, labels).reduce((t, s) => t + s.value, 0) };
}

/** GETs a /metrics endpoint and parses it. */
export function scrape(url: string): Promise<Scrape> {
  return scrapeAll([url]);
}

/** Scrapes several processes (replicas) as one: their samples side by side, so `sum` adds them up. */
export async function scrapeAll(urls: readonly string[]): Promise<Scrape> {
  const texts = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return res.text();
    }),
  );
  return parsePrometheusText(texts.join('\n'));
}
