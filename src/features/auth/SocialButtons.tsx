import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Apple from '@mui/icons-material/Apple';
import Facebook from '@mui/icons-material/Facebook';
import Google from '@mui/icons-material/Google';
import { useState } from 'react';
import { toast } from '@/components/toast';
import type { AppConfig } from '@/api/types';
import { useAuthT } from './auth-strings';
import { socialButtonStyle, socialProviders, type SocialMedium } from './layout';
import { appleIdToken, appleReady, facebookToken, googleIdToken, loadApple, type SocialResult } from './social-sdk';

export interface SocialButtonsProps {
  config: AppConfig | undefined;
  busy: boolean;
  onToken: (medium: SocialMedium, result: SocialResult) => void;
}

const LABEL: Record<SocialMedium, string> = { google: 'Continue with Google', facebook: 'Continue with Facebook', apple: 'Continue with Apple' };

/**
 * The configured providers' buttons: one full-width, two half-width, three as icons. Each
 * provider's SDK loads on the first press of its button (the client id comes from the config,
 * which has it from the server's environment). Facebook's web SDK answers an access token,
 * which the API checks with Facebook.
 */
export function SocialButtons({ config, busy, onToken }: SocialButtonsProps) {
  const { t } = useAuthT();
  const [appleLoading, setAppleLoading] = useState(false);
  const providers = socialProviders(config);
  if (providers.length === 0) return null;
  const style = socialButtonStyle(providers.length);

  const press = async (medium: SocialMedium) => {
    try {
      if (medium === 'google') {
        const clientId = config?.social_login?.find((s) => s.login_medium === 'google')?.client_id ?? '';
        onToken(medium, await googleIdToken(clientId));
      } else if (medium === 'facebook') {
        const appId = config?.social_login?.find((s) => s.login_medium === 'facebook')?.client_id ?? '';
        onToken(medium, await facebookToken(appId));
      } else if (medium === 'apple') {
        const apple = config?.apple_login?.[0];
        if (!appleReady()) {
          setAppleLoading(true);
          toast(t('Loading Apple Login...'), { id: 'apple-loading' });
          await loadApple();
          setAppleLoading(false);
        }
        onToken(medium, await appleIdToken(apple?.client_id ?? '', apple?.redirect_url_react || window.location.origin));
      }
    } catch {
      setAppleLoading(false);
      toast.error(t('Sign-in with this provider did not complete. Please try again.'), { id: 'social-failed' });
    }
  };

  const icon = (medium: SocialMedium) => (medium === 'google' ? <Google /> : medium === 'facebook' ? <Facebook /> : <Apple />);
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
      {providers.map((medium) =>
        style === 'icon' ? (
          <IconButton key={medium} aria-label={t(LABEL[medium])} disabled={busy} onClick={() => void press(medium)} sx={{ border: 1, borderColor: 'divider' }}>
            {icon(medium)}
          </IconButton>
        ) : (
          <Button
            key={medium}
            variant="outlined"
            startIcon={icon(medium)}
            disabled={busy || (medium === 'apple' && appleLoading)}
            onClick={() => void press(medium)}
            sx={{ flex: style === 'full' ? '1 1 100%' : '1 1 45%' }}
          >
            {medium === 'apple' && appleLoading ? t('Loading Apple Login...') : t(LABEL[medium])}
          </Button>
        ),
      )}
    </Box>
  );
}
