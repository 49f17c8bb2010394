import { errorMessages, toApiError } from '@/api/errors';

export type ErrorReaction = { kind: 'expired' } | { kind: 'messages'; messages: string[] };

/**
 * What the shopper sees when a call fails: a dead token while signed in is the spec's
 * "inactive or expired" flow; anything else shows the server's messages, once each.
 */
export function reactionTo(error: unknown, signedIn: boolean): ErrorReaction {
  const apiError = toApiError(error);
  if (apiError.status === 401 && signedIn) return { kind: 'expired' };
  return { kind: 'messages', messages: errorMessages(apiError) };
}
