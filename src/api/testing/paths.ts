import type { Envelope, MenuEnvelope } from '../envelope';

// A hand-written slice of what openapi-typescript generates, so the tests do
// not depend on src/api/schema.ts.

type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type NoOtherMethods = {
  put?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
};
// The contract writes responses as `oneOf: [ErrorEnvelope, { code: 0, ... }]`;
// this is what openapi-typescript makes of it.
type ErrorEnvelope = {
  code: 100002 | 109017 | 101001 | 102001 | 103001 | 104001 | 116001 | 116002 | 109016 | 109112;
  msg: string;
  body: { errors: Record<string, string> } | { retry_after_s: number } | null;
};
type OneOf<T> = ErrorEnvelope | { code: 0; msg: string; body: T };
type Json<T> = {
  200: { headers: { [name: string]: unknown }; content: { 'application/json': T } };
};

/** A book list page as the tests' fake server answers it. */
export interface BookPage {
  list: { book_id: string; title: string }[];
  total: number;
}

/** A menu route as the template endpoint answers it. */
export interface MenuRoute {
  path: string;
  name: string;
  children?: MenuRoute[];
}

/** Test-only paths in the generated style. */
export interface paths {
  '/author/book/list': {
    parameters: NoParams;
    get: {
      parameters: {
        query?: { page?: number; page_size?: number };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: Json<OneOf<BookPage>>;
    };
    post?: never;
  } & NoOtherMethods;
  '/author/user/login': {
    parameters: NoParams;
    get?: never;
    post: {
      parameters: NoParams;
      requestBody: { content: { 'application/json': { username: string; password: string } } };
      responses: Json<Envelope<{ token: string }>>;
    };
  } & NoOtherMethods;
  '/author/user/logout': {
    parameters: NoParams;
    get?: never;
    post: { parameters: NoParams; requestBody?: never; responses: Json<OneOf<null>> };
  } & NoOtherMethods;
  '/api/user/menu': {
    parameters: NoParams;
    get?: never;
    post: { parameters: NoParams; requestBody?: never; responses: Json<MenuEnvelope<MenuRoute[]>> };
  } & NoOtherMethods;
  '/author/book/export': {
    parameters: NoParams;
    get: {
      parameters: NoParams;
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { 'application/octet-stream': string; 'text/plain': string };
        };
      };
    };
    post?: never;
  } & NoOtherMethods;
}
