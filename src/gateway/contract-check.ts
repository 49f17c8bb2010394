/**
 * Answers of an external backend (API_BASE_URL) are checked against the contract's schemas
 * (src/contract) before anything renders them: a malformed answer fails as that one call
 * (502 `upstream_shape`), so the page leaves the section out instead of crashing on it.
 */
import { checkAnswer, endpointOf } from '@/contract/endpoints';
import { log } from '@/observe/log';
import type { GatewayRequest, GatewayResponse } from './types';

export function checkedExternalAnswer(req: GatewayRequest, answer: GatewayResponse): GatewayResponse {
  if (answer.status < 200 || answer.status >= 300 || answer.raw || answer.body === undefined) return answer;
  const check = checkAnswer(req.method, req.path, answer.body);
  if (check.ok) return answer;
  log().warn({ method: req.method, route: endpointOf(req.method, req.path) ?? undefined, problem: check.problem ?? 'invalid' }, "gateway: the backend's answer does not match the contract");
  return {
    status: 502,
    body: { errors: [{ code: 'upstream_shape', message: 'The service answered in a shape this storefront cannot read.' }] },
    headers: {},
    cookies: [],
  };
}
