import { FacebookIcon, InstagramIcon, LinkedInIcon, PinterestIcon, XLogoIcon } from '@/components/icons';
import type { SocialNetwork } from './footer-links';

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case 'facebook':
      return <FacebookIcon />;
    case 'instagram':
      return <InstagramIcon />;
    case 'twitter':
      return <XLogoIcon />;
    case 'linkedin':
      return <LinkedInIcon />;
    case 'pinterest':
      return <PinterestIcon />;
  }
}
