/** A fetch client that keeps cookies like a browser and can pose as a given client IP (X-Forwarded-For). */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly ip: string = randomIp(),
  ) {}

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip, ...options.headers };
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader();
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json: json as TestJson, setCookies };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers });
  post = (path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, { json, headers });
  delete = (path: string) => this.request('DELETE', path);
}

// Loose on purpose: tests read fields of many shapes and assert them with expect().
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TestJson = any;

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: TestJson;
  setCookies: string[];
}

/** A random documentation-range IPv4 address (198.18.0.0/15), so tests never share a rate-limit key. */
export function randomIp(): string {
  const n = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${n()}.${n()}`;
}
