/** @jest-environment node */
import { emailOfIdToken } from './social-sdk';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`;

describe("a provider's ID token", () => {
  it('names the e-mail the social sign-in body carries (the API verifies the token itself)', () => {
    expect(emailOfIdToken(token({ sub: 'g-1', email: 'layla@example.com' }))).toBe('layla@example.com');
    expect(emailOfIdToken(token({ sub: 'g-2' }))).toBeUndefined();
    expect(emailOfIdToken('not-a-token')).toBeUndefined();
  });
});
