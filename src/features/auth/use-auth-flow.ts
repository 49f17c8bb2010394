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
import { refreshAfterSignIn } from './after-sign-in';
import { authCalls, type Body } from './auth-api';
import { useAuthT } from './auth-strings';
import type { SocialMedium } from './layout';
import { afterSignIn, afterSignUp } from './return-target';
import type { SignUpValues } from './schemas';
import { nextStep, socialNeedsPhone, updateInfoBody, type Known, type SignInStep, type UserInfoValues } from './sign-in-flow';
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
  /** firebase_otp_verification: OTP sign-in codes go through Firebase phone authentication. */
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

  const complete = async () => {
    update({ signedIn: true });
    await refreshAfterSignIn(queryClient, Boolean(session.zoneIds?.length));
    if (origin.current === 'sign-up') {
      toast.success(t('Signup successfully.'), { id: 'signed-up' });
      onClose();
      const moduleType = modules.data?.find((m) => m.id === session.moduleId)?.module_type;
      await router.push(afterSignUp(Boolean(session.zoneIds?.length), moduleType));
      return;
    }
    toast.success(t('Logged in successfully'), { id: 'signed-in' });
    onClose();
    const target = afterSignIn(router.pathname, router.query);
    if (target) await router.push(target);
  };

  /** Moves to the step an answer asks for. */
  const follow = async (answer: LoginAnswer, known: Known, resend: () => Promise<LoginAnswer>) => {
    const step = nextStep(answer, known);
    switch (step.kind) {
      case 'done':
        await complete();
        return;
      case 'verify':
        setVerify({ channel: step.channel, target: step.target, loginType: step.loginType, sentAt: Date.now(), resend });
        setMode('otp');
        return;
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

  /** Runs a call; failures show the server's messages. */
  const run = async (work: () => Promise<void>, onCodes?: (codes: string[]) => boolean) => {
    setBusy(true);
    setProblem([]);
    try {
      await work();
    } catch (error) {
      const failure = toApiError(error);
      if (onCodes?.(failure.errors.map((e) => e.code))) return;
      setProblem([...new Set(failure.errors.map((e) => e.message))]);
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

  const firebaseCode = async (phone: string): Promise<LoginAnswer> => {
    const container = options.captcha();
    if (!container) throw new Error('no captcha container');
    const { requestFirebaseCode } = await import('./firebase-otp');
    firebaseSession.current = await requestFirebaseCode(phone, container);
    return { token: null };
  };

  const otpSignIn = (phone: string) =>
    run(async () => {
      origin.current = 'sign-in';
      if (options.firebase) {
        const request = () => firebaseCode(phone);
        await follow(await request(), { loginType: 'otp', phone }, request);
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
    run(async () => {
      if (!verify) return;
      const fb = firebaseSession.current;
      if (fb && verify.loginType === 'otp') {
        const idToken = await fb.confirm(code).catch(() => {
          throw new Error(t('OTP does not match.'));
        });
        const answer = await authCalls.firebaseVerify(http, scope, { phone: verify.target, id_token: idToken, session_info: fb.verificationId, login_type: 'otp', ...guest });
        await follow(answer, { loginType: 'otp', phone: verify.target }, verify.resend);
        return;
      }
      const body: Body = { otp: code, verification_type: verify.channel, login_type: verify.loginType, ...guest };
      body[verify.channel] = verify.target;
      const answer = await authCalls.verifyPhone(http, scope, body);
      await follow(answer, { loginType: verify.loginType, phone: verify.channel === 'phone' ? verify.target : null }, verify.resend);
    });

  const resend = () =>
    run(async () => {
      if (!verify) return;
      await verify.resend();
      setVerify({ ...verify, sentAt: Date.now() });
      toast.success(t('A new code has been sent.'), { id: 'otp-resent' });
    });

  const social = (medium: SocialMedium, result: SocialResult, extra: Body = {}) =>
    run(
      async () => {
        origin.current = 'sign-in';
        const body: Body = { token: result.idToken, medium, unique_id: result.uniqueId ?? result.idToken.slice(-32), name: result.name, ...guest, ...extra };
        lastSocial.current = body;
        const again = () => authCalls.socialLogin(http, scope, body);
        await follow(await again(), { loginType: 'social', phone: typeof extra.phone === 'string' ? extra.phone : null }, again);
      },
      (codes) => {
        if (!socialNeedsPhone(codes)) return false;
        setMode('phone_modal');
        return true;
      },
    );

  const socialPhone = (phone: string) => {
    const last = lastSocial.current;
    if (!last) return Promise.resolve();
    return social(last.medium as SocialMedium, { idToken: String(last.token), name: last.name ? String(last.name) : undefined }, { phone });
  };

  const answerExisting = (verified: 'yes' | 'no') => {
    const last = lastSocial.current;
    if (!last) return Promise.resolve();
    return social(last.medium as SocialMedium, { idToken: String(last.token) }, { verified });
  };

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
