/**
 * The authentication modal's flow: submits each form, reads the answer with the state machine
 * (sign-in-flow.ts), and completes the sign-in (session, profile and cart, zone data, toast,
 * where to go). The token never reaches this code: the gateway keeps it in an httpOnly cookie.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { toApiError } from '@/api/errors';
import { httpFor } from '@/api/http';
import { useModules } from '@/api/modules';
import { useApiScope, useSession } from '@/lib/session-context';
import { markWelcome } from '@/lib/welcome';
import { refreshAfterSignIn } from './after-sign-in';
import { authCalls, type Body } from './auth-api';
import { useAuthT } from './auth-strings';
import type { SocialMedium } from './layout';
import { afterSignIn, afterSignUp } from './return-target';
import type { SignUpValues } from './schemas';
import { nextStep, socialBody, socialNeedsPhone, updateInfoBody, type Known, type LoginType, type SignInStep, type UserInfoValues } from './sign-in-flow';
import { loginBody, type LoginAnswer, type SignInValues } from './sign-in-schema';
import type { SocialResult } from './social-sdk';
import type { FirebaseSession } from './firebase-otp';

export type Mode = 'sign-in' | 'sign-up' | 'otp' | 'phone_modal' | 'user_info' | 'is_exist_user';

export interface VerifyState {
  channel: 'phone' | 'email';
  target: string;
  loginType: Known['loginType'];
  sentAt: number;
  /** Sends the code again. */
  resend: () => Promise<LoginAnswer>;
}

export interface FlowOptions {
  /**
   * firebase_otp_verification: every phone code (OTP sign-in, the phone check after a sign-in or a
   * sign-up) is sent and checked by Firebase phone authentication instead of the server.
   */
  firebase: boolean;
  /** Where Firebase draws its invisible reCAPTCHA. */
  captcha: () => HTMLElement | null;
}

export function useAuthFlow(initial: 'sign-in' | 'sign-up', onClose: () => void, options: FlowOptions) {
  const { t } = useAuthT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { session, update } = useSession();
  const { lang } = useApiScope();
  const modules = useModules();
  const http = httpFor(queryClient);
  const scope = { lang };
  const guest = session.guestId ? { guest_id: session.guestId } : {};

  const [mode, setMode] = useState<Mode>(initial);
  const [problem, setProblem] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [verify, setVerify] = useState<VerifyState | null>(null);
  const [userInfo, setUserInfo] = useState<Extract<SignInStep, { kind: 'user_info' }> | null>(null);
  const [existUser, setExistUser] = useState<{ name: string; image: string | null } | null>(null);
  const origin = useRef<'sign-in' | 'sign-up'>(initial);
  const lastSocial = useRef<Body | null>(null);
  const firebaseSession = useRef<FirebaseSession | null>(null);

  const complete = async (how: LoginType) => {
    update({ signedIn: true });
    await refreshAfterSignIn(queryClient, Boolean(session.zoneIds?.length));
    if (origin.current === 'sign-up') {
      toast.success(t('Signup successfully.'), { id: 'signed-up' });
      // the first home or landing page the new customer reaches welcomes them (spec 02, landing)
      markWelcome();
      onClose();
      const moduleType = modules.data?.find((m) => m.id === session.moduleId)?.module_type;
      await router.push(afterSignUp(Boolean(session.zoneIds?.length), moduleType));
      return;
    }
    // a sign-in by one-time code says so in the spec's other words (spec 02, section 8)
    toast.success(how === 'otp' ? t('Sign in successfully.') : t('Logged in successfully'), { id: 'signed-in' });
    onClose();
    const target = afterSignIn(router.pathname, router.query);
    if (target) await router.push(target);
  };

  /** The code step: where the code went, and how to send it again. */
  const askForCode = (channel: VerifyState['channel'], target: string, loginType: VerifyState['loginType'], resend: VerifyState['resend']) => {
    setVerify({ channel, target, loginType, sentAt: Date.now(), resend });
    setMode('otp');
  };

  /** Moves to the step an answer asks for. */
  const follow = async (answer: LoginAnswer, known: Known, resend: () => Promise<LoginAnswer>) => {
    const step = nextStep(answer, known);
    switch (step.kind) {
      case 'done':
        await complete(known.loginType);
        return;
      case 'verify': {
        // with Firebase on, a phone's code (after a manual sign-in or a sign-up too) comes from Firebase, not the server
        const viaFirebase = options.firebase && step.channel === 'phone' && step.loginType === 'manual';
        if (viaFirebase && !(await firebaseCode(step.target))) return;
        askForCode(step.channel, step.target, step.loginType, viaFirebase ? () => firebaseCode(step.target).then(() => ({ token: null })) : resend);
        return;
      }
      case 'user_info':
        setUserInfo(step);
        setMode('user_info');
        return;
      case 'is_exist_user':
        setExistUser({ name: step.name, image: step.image });
        setMode('is_exist_user');
        return;
      default:
        setProblem([t('We could not sign you in. Please check your details and try again.')]);
    }
  };

  /**
   * Runs a call; failures show the server's messages, in the form or (`toasts`) as one toast each,
   * as the spec has it for social sign-in and for a sign-up's code (spec 01, section 8).
   */
  const run = async (work: () => Promise<void>, { onCodes, toasts = false }: { onCodes?: (codes: string[]) => boolean; toasts?: boolean } = {}) => {
    setBusy(true);
    setProblem([]);
    try {
      await work();
    } catch (error) {
      const failure = toApiError(error);
      if (onCodes?.(failure.errors.map((e) => e.code))) return;
      const messages = [...new Set(failure.errors.map((e) => e.message))];
      if (toasts) messages.forEach((message, i) => toast.error(message, { id: `auth-error-${i}` }));
      else setProblem(messages);
    } finally {
      setBusy(false);
    }
  };

  const manualSignIn = (values: SignInValues) =>
    run(async () => {
      origin.current = 'sign-in';
      const body: Body = { ...loginBody(values, session.guestId) };
      const login = () => authCalls.login(http, scope, body);
      const known: Known = body.field_type === 'phone' ? { loginType: 'manual', phone: String(body.email_or_phone) } : { loginType: 'manual', email: String(body.email_or_phone) };
      await follow(await login(), known, login);
    });

  /**
   * Has Firebase send a code to the phone (an invisible reCAPTCHA first). True once sent; a number
   * Firebase calls invalid is only logged, as the spec has it (the form's own check came first).
   */
  const firebaseCode = async (phone: string): Promise<boolean> => {
    const container = options.captcha();
    if (!container) throw new Error('no captcha container');
    const { requestFirebaseCode } = await import('./firebase-otp');
    try {
      firebaseSession.current = await requestFirebaseCode(phone, container);
      return true;
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 'auth/invalid-phone-number') throw error;
      console.error('[sign-in] Firebase refused the phone number', error);
      return false;
    }
  };

  const otpSignIn = (phone: string) =>
    run(async () => {
      origin.current = 'sign-in';
      if (options.firebase) {
        if (await firebaseCode(phone)) askForCode('phone', phone, 'otp', () => firebaseCode(phone).then(() => ({ token: null })));
        return;
      }
      const request = () => authCalls.login(http, scope, { login_type: 'otp', phone, ...guest });
      await follow(await request(), { loginType: 'otp', phone }, request);
    });

  const signUp = (values: SignUpValues) =>
    run(async () => {
      origin.current = 'sign-up';
      const body: Body = { name: values.name, email: values.email, phone: values.phone, password: values.password, confirm_password: values.confirm_password, ...guest };
      if (values.ref_code) body.ref_code = values.ref_code;
      const answer = await authCalls.signUp(http, scope, body);
      const again = () => authCalls.login(http, scope, { email_or_phone: values.email, password: values.password, login_type: 'manual', field_type: 'email', ...guest });
      await follow(answer, { loginType: 'manual', phone: values.phone, email: values.email }, again);
    });

  const verifyCode = (code: string) =>
    run(
      async () => {
        if (!verify) return;
        const fb = firebaseSession.current;
        if (fb && options.firebase && verify.channel === 'phone') {
          const idToken = await fb.confirm(code).catch(() => {
            throw new Error(t('OTP does not match.'));
          });
          // the code itself goes too: a 6amMart backend checks it with Firebase (session_info and otp), the embedded API the ID token
          const body: Body = { phone: verify.target, otp: code, session_info: fb.verificationId, id_token: idToken, login_type: verify.loginType === 'otp' ? 'otp' : 'manual', ...guest };
          const answer = await authCalls.firebaseVerify(http, scope, body);
          await follow(answer, { loginType: verify.loginType, phone: verify.target }, verify.resend);
          return;
        }
        const body: Body = { otp: code, verification_type: verify.channel, login_type: verify.loginType, ...guest };
        body[verify.channel] = verify.target;
        const answer = await authCalls.verifyPhone(http, scope, body);
        await follow(answer, { loginType: verify.loginType, phone: verify.channel === 'phone' ? verify.target : null }, verify.resend);
      },
      { toasts: origin.current === 'sign-up' },
    );

  const resend = () =>
    run(async () => {
      if (!verify) return;
      await verify.resend();
      setVerify({ ...verify, sentAt: Date.now() });
      toast.success(t('A new code has been sent.'), { id: 'otp-resent' });
    });

  /** Sends a social sign-in body; a refusal with code email asks for a phone, any other is a toast. */
  const sendSocial = (body: Body) =>
    run(
      async () => {
        origin.current = 'sign-in';
        lastSocial.current = body;
        const again = () => authCalls.socialLogin(http, scope, body);
        await follow(await again(), { loginType: 'social', phone: typeof body.phone === 'string' ? body.phone : null }, again);
      },
      {
        toasts: true,
        onCodes: (codes) => {
          if (!socialNeedsPhone(codes)) return false;
          setMode('phone_modal');
          return true;
        },
      },
    );

  const social = (medium: SocialMedium, result: SocialResult) => sendSocial(socialBody(medium, result, session.guestId));

  /** The last social sign-in again, with the phone asked for or the "Is It You?" answer. */
  const resubmit = (extra: Body) => (lastSocial.current ? sendSocial({ ...lastSocial.current, ...extra }) : Promise.resolve());
  const socialPhone = (phone: string) => resubmit({ phone });
  const answerExisting = (verified: 'yes' | 'no') => resubmit({ verified });

  const completeInfo = (values: UserInfoValues) =>
    run(async () => {
      if (!userInfo) return;
      const body: Body = updateInfoBody(userInfo, values, session.guestId);
      const answer = await authCalls.updateInfo(http, scope, body);
      await follow(answer, { loginType: userInfo.loginType, phone: values.phone || userInfo.phone, email: values.email || userInfo.email }, () => Promise.resolve(answer));
    });

  const switchTo = (next: 'sign-in' | 'sign-up') => {
    setProblem([]);
    setMode(next);
  };

  return { mode, problem, busy, verify, userInfo, existUser, switchTo, manualSignIn, otpSignIn, signUp, verifyCode, resend, social, socialPhone, answerExisting, completeInfo };
}
