import type { ReactNode } from 'react';
import css from './controls.module.css';

/**
 * The frame's line icons as inline SVG (24 × 24, drawn with currentColor): no icon library in
 * the first load. Decorative: the control around an icon carries its accessible name.
 */
function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  // stroke, fill and the rest are the stylesheet's (.icon): the frame draws two dozen of these
  return (
    <svg aria-hidden="true" className={css.icon} width={size} height={size} viewBox="0 0 24 24">
      {children}
    </svg>
  );
}

interface IconProps {
  size?: number;
}

export const PinIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
);

export const ChevronDownIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const MenuIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const PersonIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);

export const CartIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M2.5 4h2.3l2.4 11h10.4l2.1-8H6" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </Icon>
);

export const TruckIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);

export const ChatIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);

export const SunIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

export const MoonIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);

export const GlobeIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </Icon>
);

export const MailIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M3 5h18v14H3z" />
    <path d="M3 6l9 7 9-7" />
  </Icon>
);

export const PhoneIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);

export const MapIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14" />
  </Icon>
);

export const SmartphoneIcon = ({ size = 20 }: IconProps) => (
  <Icon size={size}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

export const FacebookIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </Icon>
);

export const InstagramIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" />
  </Icon>
);

export const XLogoIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);

export const LinkedInIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
  </Icon>
);

export const PinterestIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10.5 15.5c.9.6 1.6.8 2.5.8 2.4 0 4-2 4-4.6 0-2.8-2.2-4.7-5-4.7-3 0-5 2-5 4.6 0 1.3.5 2.3 1.3 2.8M11.8 10.5L9.5 21" />
  </Icon>
);
