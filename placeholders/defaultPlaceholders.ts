import type { PlaceholderComponent } from './registry.ts';
import { FooterLinks } from './FooterLinks.tsx';
import { LoginItem } from './LoginItem.tsx';
import { Logo } from './Logo.tsx';
import { SignupItem } from './SignupItem.tsx';
import { UserImage } from './UserImage.tsx';

/** Every component token of the template language and the component that fills it. */
export const defaultPlaceholders: Readonly<Record<string, PlaceholderComponent>> = {
  logo: Logo,
  loginItem: LoginItem,
  signupItem: SignupItem,
  userImage: UserImage,
  footerLinks: FooterLinks,
};
