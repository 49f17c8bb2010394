/**
 * What a route is: a method, a path pattern (`items/details/:id`) and its handler. A leaf: handler
 * modules declare their `routes` with these types, handlers/index.ts lists them all, router.ts
 * matches a request against that list. Nothing here imports the router or a handler.
 */
import type { Ctx } from './context';
import type { ApiResponse } from './types';

export type Handler = (ctx: Ctx) => Promise<ApiResponse>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: Handler;
}
