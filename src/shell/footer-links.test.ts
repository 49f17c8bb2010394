import { appStoreLinks, footerLinks, mailtoHref, safeExternalUrl, socialProfiles, telHref } from './footer-links';

const hrefs = (config: Parameters<typeof footerLinks>[0]) => footerLinks(config).help.map((link) => link.href);

describe('footer page links', () => {
  it('shows the refund, cancellation and shipping policies when their flags are on', () => {
    expect(hrefs({ refund_policy: 1, cancelation_policy: 1, shipping_policy: 1 })).toEqual(
      expect.arrayContaining(['/refund-policy', '/cancellation-policy', '/shipping-policy', '/terms-and-conditions', '/privacy-policy']),
    );
  });

  it('hides each optional policy whose flag is 0', () => {
    expect(hrefs({ refund_policy: 0, cancelation_policy: 1, shipping_policy: 1 })).not.toContain('/refund-policy');
    expect(hrefs({ refund_policy: 1, cancelation_policy: 0, shipping_policy: 1 })).not.toContain('/cancellation-policy');
    expect(hrefs({ refund_policy: 1, cancelation_policy: 1, shipping_policy: 0 })).not.toContain('/shipping-policy');
  });

  it('always links about us, terms and privacy', () => {
    const links = footerLinks({ refund_policy: 0, cancelation_policy: 0, shipping_policy: 0 });
    expect(links.company.map((link) => link.href)).toContain('/about-us');
    expect(links.help.map((link) => link.href)).toEqual(expect.arrayContaining(['/terms-and-conditions', '/privacy-policy']));
  });

  it('opens the Terms link in a new window, the other pages in place (spec 01 routes)', () => {
    const links = footerLinks(undefined).help;
    expect(links.find((link) => link.href === '/terms-and-conditions')?.newWindow).toBe(true);
    expect(links.filter((link) => link.newWindow).map((link) => link.href)).toEqual(['/terms-and-conditions']);
  });
});

describe('social links', () => {
  it('keeps the spec order, drops disabled ones and unsafe addresses', () => {
    expect(
      socialProfiles([
        { name: 'instagram', link: 'https://instagram.com/souk', status: 1 },
        { name: 'facebook', link: 'https://facebook.com/souk', status: 1 },
        { name: 'linkedin', link: 'https://linkedin.com/company/souk', status: 0 },
        { name: 'pinterest', link: 'javascript:alert(1)', status: 1 },
      ]),
    ).toEqual([
      { network: 'facebook', href: 'https://facebook.com/souk' },
      { network: 'instagram', href: 'https://instagram.com/souk' },
    ]);
  });

  it('accepts X as twitter', () => {
    expect(socialProfiles([{ name: 'X', link: 'https://x.com/souk' }])).toEqual([{ network: 'twitter', href: 'https://x.com/souk' }]);
  });
});

describe('app download buttons', () => {
  it('shows each store only when its status is 1', () => {
    const links = {
      playstore_url: 'https://play.google.com/store/apps/details?id=souk',
      playstore_url_status: '1',
      apple_store_url: 'https://apps.apple.com/app/souk',
      apple_store_url_status: 0,
    };
    expect(appStoreLinks(links).map((link) => link.store)).toEqual(['playstore']);
    expect(appStoreLinks({ ...links, apple_store_url_status: 1 }).map((link) => link.store)).toEqual(['playstore', 'apple']);
    expect(appStoreLinks(null)).toEqual([]);
  });
});

describe('contact links', () => {
  it('builds tel: and mailto: links from config values', () => {
    expect(telHref('+971 4 200 0000')).toBe('tel:+97142000000');
    expect(telHref('n/a')).toBeNull();
    expect(mailtoHref(' hello@souk.test ')).toBe('mailto:hello@souk.test');
    expect(mailtoHref('not an email')).toBeNull();
  });

  it('allows only http and https for external links', () => {
    expect(safeExternalUrl('https://souk.test/a')).toBe('https://souk.test/a');
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
  });
});
