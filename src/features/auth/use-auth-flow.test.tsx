import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '@/components/toast';
import { ApiError } from '@/api/errors';
import { authCalls } from './auth-api';
import { requestFirebaseCode } from './firebase-otp';
import { WELCOME_KEY } from '@/lib/welcome';
import { useAuthFlow } from './use-auth-flow';

/**
 * The sign-in modal's flow against the spec's rows (issue 51, group 1): the social body, Firebase
 * for every phone check when it is on (with the code in the verify body), server errors as toasts
 * where the spec wants them, and the two success texts.
 */
jest.mock('./auth-strings', () => ({ useAuthT: () => ({ t: (key: string) => key }) }));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/about-us', query: {}, push: jest.fn() }) }));
jest.mock('@/api/modules', () => ({ useModules: () => ({ data: [] }) }));
jest.mock('@/lib/session-context', () => ({
  useSession: () => ({ session: { guestId: '77', zoneIds: null, moduleId: null, signedIn: false }, update: jest.fn() }),
  useApiScope: () => ({ lang: 'en' }),
}));
jest.mock('./after-sign-in', () => ({ refreshAfterSignIn: jest.fn(async () => undefined) }));
jest.mock('@/components/toast', () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));
jest.mock('./auth-api', () => ({
  authCalls: { login: jest.fn(), signUp: jest.fn(), verifyPhone: jest.fn(), firebaseVerify: jest.fn(), updateInfo: jest.fn(), socialLogin: jest.fn() },
}));
jest.mock('./firebase-otp', () => ({ requestFirebaseCode: jest.fn() }));

const calls = authCalls as jest.Mocked<typeof authCalls>;
const firebaseSend = requestFirebaseCode as jest.MockedFunction<typeof requestFirebaseCode>;
const captcha = document.createElement('div');

function flow(initial: 'sign-in' | 'sign-up', firebase: boolean) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useAuthFlow(initial, () => undefined, { firebase, captcha: () => captcha }), { wrapper }).result;
}

const refused = (code: string, message: string) => new ApiError(403, [{ code, message }]);

beforeEach(() => jest.clearAllMocks());

describe('social sign-in', () => {
  it("sends the provider's e-mail and the id_token flag, and shows a refusal as a toast, not in the form", async () => {
    calls.socialLogin.mockRejectedValueOnce(refused('token', 'The sign-in token could not be verified.'));
    const result = flow('sign-in', false);
    await act(() => result.current.social('google', { idToken: 'header.payload.signature', openId: true, email: 'layla@example.com' }));
    expect(calls.socialLogin).toHaveBeenCalledWith(expect.anything(), { lang: 'en' }, expect.objectContaining({ email: 'layla@example.com', id_token: true, medium: 'google', token: 'header.payload.signature', guest_id: '77' }));
    expect(toast.error).toHaveBeenCalledWith('The sign-in token could not be verified.', expect.anything());
    expect(result.current.problem).toEqual([]);
  });

  it('asks for a phone when the provider gave no e-mail (code email), then sends it with the same body', async () => {
    calls.socialLogin.mockRejectedValueOnce(refused('email', 'Please give a phone number')).mockResolvedValueOnce({ token: null, signed_in: true });
    const result = flow('sign-in', false);
    await act(() => result.current.social('facebook', { idToken: 'fb-access-token', openId: false, uniqueId: '1234' }));
    expect(result.current.mode).toBe('phone_modal');
    expect(toast.error).not.toHaveBeenCalled();
    await act(() => result.current.socialPhone('+971501112233'));
    expect(calls.socialLogin).toHaveBeenLastCalledWith(expect.anything(), { lang: 'en' }, expect.objectContaining({ medium: 'facebook', id_token: false, unique_id: '1234', phone: '+971501112233' }));
    expect(toast.success).toHaveBeenCalledWith('Logged in successfully', { id: 'signed-in' });
  });
});

describe('with firebase_otp_verification on', () => {
  it("checks the phone of a manual sign-in with Firebase, and sends the code with Firebase's session and ID token", async () => {
    const confirm = jest.fn(async () => 'firebase-id-token');
    firebaseSend.mockResolvedValue({ verificationId: 'session-1', confirm });
    calls.login.mockResolvedValueOnce({ token: null, is_phone_verified: 0, is_email_verified: 1, phone: '+971501112233' });
    calls.firebaseVerify.mockResolvedValueOnce({ token: null, signed_in: true });
    const result = flow('sign-in', true);
    await act(() => result.current.manualSignIn({ email_or_phone: 'layla@example.com', password: 'secret-123' }));
    expect(firebaseSend).toHaveBeenCalledWith('+971501112233', captcha);
    expect(result.current.mode).toBe('otp');
    await act(() => result.current.verifyCode('123456'));
    expect(confirm).toHaveBeenCalledWith('123456');
    expect(calls.verifyPhone).not.toHaveBeenCalled();
    expect(calls.firebaseVerify).toHaveBeenCalledWith(expect.anything(), { lang: 'en' }, expect.objectContaining({ phone: '+971501112233', otp: '123456', session_info: 'session-1', id_token: 'firebase-id-token', login_type: 'manual' }));
  });

  it("checks a sign-up's phone with Firebase too, and shows a refused code as a toast", async () => {
    firebaseSend.mockResolvedValue({ verificationId: 'session-2', confirm: async () => 'firebase-id-token' });
    calls.signUp.mockResolvedValueOnce({ token: null, is_phone_verified: 0, is_email_verified: 1 });
    calls.firebaseVerify.mockRejectedValueOnce(refused('otp', 'OTP does not match.'));
    const result = flow('sign-up', true);
    await act(() => result.current.signUp({ name: 'Layla', email: 'layla@example.com', phone: '+971501112244', password: 'secret-123', confirm_password: 'secret-123', ref_code: '', terms: true }));
    expect(firebaseSend).toHaveBeenCalledWith('+971501112244', captcha);
    await act(() => result.current.verifyCode('654321'));
    expect(toast.error).toHaveBeenCalledWith('OTP does not match.', expect.anything());
    expect(result.current.problem).toEqual([]);
  });

  it('only logs a phone number Firebase calls invalid, and says nothing to the shopper', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    firebaseSend.mockRejectedValueOnce(Object.assign(new Error('Firebase: invalid phone'), { code: 'auth/invalid-phone-number' }));
    const result = flow('sign-in', true);
    await act(() => result.current.otpSignIn('+97150'));
    expect(log).toHaveBeenCalled();
    expect(result.current.mode).toBe('sign-in');
    expect(result.current.problem).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("says 'Sign in successfully.' once a one-time code signs the shopper in", async () => {
    firebaseSend.mockResolvedValue({ verificationId: 'session-3', confirm: async () => 'firebase-id-token' });
    calls.firebaseVerify.mockResolvedValueOnce({ token: null, signed_in: true });
    const result = flow('sign-in', true);
    await act(() => result.current.otpSignIn('+971501112255'));
    await act(() => result.current.verifyCode('123456'));
    expect(calls.firebaseVerify).toHaveBeenCalledWith(expect.anything(), { lang: 'en' }, expect.objectContaining({ otp: '123456', session_info: 'session-3', login_type: 'otp' }));
    expect(toast.success).toHaveBeenCalledWith('Sign in successfully.', { id: 'signed-in' });
  });
});

describe('sign-up', () => {
  it('marks the welcome the next home or landing page shows (spec 02, landing)', async () => {
    sessionStorage.removeItem(WELCOME_KEY);
    calls.signUp.mockResolvedValueOnce({ token: null, signed_in: true });
    const result = flow('sign-up', false);
    await act(() => result.current.signUp({ name: 'Layla', email: 'layla@example.com', phone: '+971501112266', password: 'secret-123', confirm_password: 'secret-123', ref_code: '', terms: true }));
    expect(toast.success).toHaveBeenCalledWith('Signup successfully.', { id: 'signed-up' });
    expect(sessionStorage.getItem(WELCOME_KEY)).toBe('1');
  });
});
