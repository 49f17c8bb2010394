import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Pinterest from '@mui/icons-material/Pinterest';
import X from '@mui/icons-material/X';
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
      return <Facebook />;
    case 'instagram':
      return <Instagram />;
    case 'twitter':
      return <X />;
    case 'linkedin':
      return <LinkedIn />;
    case 'pinterest':
      return <Pinterest />;
  }
}
