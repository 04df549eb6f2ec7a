import { getFooterLinks } from './getFooterLinks.ts';

describe('footer links show only when the channel sets a safe URL', () => {
  it('lists help center, privacy policy and terms in order', () => {
    expect(
      getFooterLinks({ termsUrl: '/terms', helpCenterUrl: 'https://help.example.com', privacyPolicyUrl: 'https://example.com/privacy' }),
    ).toEqual([
      { id: 'help', labelKey: 'unav.footer.help', href: 'https://help.example.com' },
      { id: 'privacy', labelKey: 'unav.footer.privacy', href: 'https://example.com/privacy' },
      { id: 'terms', labelKey: 'unav.footer.terms', href: '/terms' },
    ]);
  });

  it.each([['javascript:alert(1)'], ['//evil.example.com'], [''], [undefined]])('drops %s', (url) => {
    expect(getFooterLinks({ helpCenterUrl: url })).toEqual([]);
  });
});
