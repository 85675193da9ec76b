import { http, HttpResponse } from 'msw';
import type { paths } from '../../server/test/api-schema.gen';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The paths that answer `M`, as the server's OpenAPI document lists them. */
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];
type Operation<M extends Method, P extends PathWith<M>> = paths[P][M];

/** The JSON body the route reads, as the OpenAPI document declares it (undefined where it takes none). */
export type RequestBody<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { requestBody?: infer Body } ? Json<NonNullable<Body>> : undefined;
/** What the route answers on success: its 200 (or 201) JSON. */
export type Answer<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { responses: { 200: infer Ok } }
    ? Json<Ok>
    : Operation<M, P> extends { responses: { 201: infer Created } }
      ? Json<Created>
      : never;

/** A refusal as the server sends one: a 4xx with `{ message }`. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}
export const refuse = (status: number, message: string) => new Refusal(status, message);

export interface Call<M extends Method, P extends PathWith<M>> {
  body: RequestBody<M, P>;
  params: Record<string, string>;
  url: URL;
}

type Reply<M extends Method, P extends PathWith<M>> = Answer<M, P> | Refusal;

/**
 * An MSW handler for one route of our API, typed by the server's generated OpenAPI document: the request body
 * the route reads and the answer it gives, so a test's stand-in cannot drift from the real contract.
 */
export function route<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  answer: (call: Call<M, P>) => Reply<M, P> | Promise<Reply<M, P>>,
) {
  // OpenAPI writes a parameter as {id}; MSW as :id.
  const pattern = String(path).replace(/\{(\w+)\}/g, ':$1');
  return http[method](pattern, async ({ request, params }) => {
    const text = await request.text();
    const reply = await answer({
      body: (text ? JSON.parse(text) : undefined) as RequestBody<M, P>,
      params: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
      url: new URL(request.url),
    });
    if (reply instanceof Refusal)
      return HttpResponse.json({ message: reply.message }, { status: reply.status });
    return HttpResponse.json(reply as Record<string, unknown>);
  });
}
