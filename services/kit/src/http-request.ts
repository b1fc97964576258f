/** A request to a listening service, as a caller outside its routes sends it (tests, the demo sign-ins). */
export interface HttpRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** A string or a FormData (multipart, the form sets its own content type) is sent as is; anything else as JSON. */
  payload?: unknown;
}

/** The answer, read whole. */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Sends a request over real HTTP to a listening service and reads its answer whole. Tests use this
 * rather than fastify.inject: light-my-request needs the ESM-only `cookie` package, which jest
 * cannot require on Node 20.
 */
export async function sendRequest(baseUrl: string, opts: HttpRequest): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | FormData | undefined;
  if (typeof opts.payload === 'string' || opts.payload instanceof FormData) body = opts.payload;
  else if (opts.payload !== undefined) {
    body = JSON.stringify(opts.payload);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${opts.url}`, { method: opts.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: text, json: () => JSON.parse(text) };
}
