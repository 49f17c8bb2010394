/**
 * Firebase phone authentication with an invisible reCAPTCHA, used when the config says
 * firebase_otp_verification is 1. Firebase's code is imported here only, and this module is
 * itself imported only then, so it never reaches a page's first load.
 */
export interface FirebaseSession {
  verificationId: string;
  /** Checks the code with Firebase and answers the ID token that proves the phone. */
  confirm: (code: string) => Promise<string>;
}

function firebaseConfig() {
  return {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? '',
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? '',
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID ?? '',
  };
}

export async function requestFirebaseCode(phone: string, captchaContainer: HTMLElement): Promise<FirebaseSession> {
  const [{ getApps, initializeApp }, { getAuth, RecaptchaVerifier, signInWithPhoneNumber }] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps()[0] ?? initializeApp(firebaseConfig());
  const auth = getAuth(app);
  const verifier = new RecaptchaVerifier(auth, captchaContainer, { size: 'invisible' });
  try {
    const result = await signInWithPhoneNumber(auth, phone, verifier);
    return {
      verificationId: result.verificationId,
      confirm: async (code) => {
        const credential = await result.confirm(code);
        return credential.user.getIdToken();
      },
    };
  } finally {
    verifier.clear();
  }
}
