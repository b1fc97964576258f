import { jest } from '@jest/globals';

/** One call a page made, as the fake services saw it. */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Answers one call: a Response, a body sent as JSON, or undefined for a 404. */
export type ApiHandler = (call: ApiCall) => Response | object | undefined | Promise<Response | object | undefined>;

/** Fakes the services behind fetch; the returned list records every call the page made, in order. */
export function installApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const type = request.headers.get('content-type') ?? '';
    // A JSON body is parsed; an upload (form-data) is kept as the text of its part "file"; any other (a CSV file) as its text.
    const body = !text
      ? undefined
      : type.includes('json')
        ? JSON.parse(text)
        : type.includes('multipart/form-data')
          ? /name="file"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(text)?.[1]
          : text;
    const call: ApiCall = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const answer = await handler(call);
    if (answer === undefined) return Response.json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    return answer instanceof Response ? answer : Response.json(answer);
  }) as typeof fetch;
  return calls;
}

/** A refusal in the services' one error shape. */
export const refusal = (statusCode: number, message: string, errors?: Record<string, string>) =>
  Response.json(
    { statusCode, code: statusCode === 409 ? 'CONFLICT' : 'BAD_REQUEST', message, ...(errors ? { errors } : {}) },
    { status: statusCode },
  );
