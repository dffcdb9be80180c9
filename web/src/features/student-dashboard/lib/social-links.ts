import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube, type Icon } from '@tabler/icons-react';

export interface SocialLink {
  /** The platform's own name, shown to screen readers and as the tooltip (brand names are not translated). */
  platform: string;
  href: string;
  Icon: Icon;
  /** A Mantine colour for the icon button. */
  color: string;
}

/**
 * The 'Follow Us' card's three outbound links (spec 1 §2): the education organisation's image-sharing profile,
 * video channel and social network page. The project has no organisation of its own, so these are the platforms'
 * home pages; a deployment sets its organisation's profile addresses here, in this one place.
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { platform: 'Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram, color: 'pink' },
  { platform: 'YouTube', href: 'https://www.youtube.com/', Icon: IconBrandYoutube, color: 'red' },
  { platform: 'Facebook', href: 'https://www.facebook.com/', Icon: IconBrandFacebook, color: 'blue' },
];
