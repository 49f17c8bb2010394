import { ApiError } from '@/api/errors';
import { reactionTo } from './error-reaction';

describe('reaction to a failed call', () => {
  const unauthenticated = new ApiError(401, [{ code: 'auth-001', message: 'Unauthenticated.' }]);

  it('treats a 401 while signed in as an expired session', () => {
    expect(reactionTo(unauthenticated, true)).toEqual({ kind: 'expired' });
  });

  it('shows the server message for a 401 when not signed in (e.g. wrong password)', () => {
    expect(reactionTo(unauthenticated, false)).toEqual({ kind: 'messages', messages: ['Unauthenticated.'] });
  });

  it('shows each distinct message once', () => {
    const error = new ApiError(422, [
      { code: 'email', message: 'Email is required' },
      { code: 'email', message: 'Email is required' },
      { code: 'phone', message: 'Please give a phone number' },
    ]);
    expect(reactionTo(error, false)).toEqual({
      kind: 'messages',
      messages: ['Email is required', 'Please give a phone number'],
    });
  });
});
