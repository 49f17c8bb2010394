/**
 * @jest-environment node
 */
import { sanitizePolicyHtml, withoutRepeatedTitle } from './sanitize';

describe('policy page HTML', () => {
  it('keeps the structure a policy needs', () => {
    const html = '<h2>Orders</h2><p>Prices include <strong>VAT</strong>.</p><ul><li>One</li></ul><table><tbody><tr><td>x</td></tr></tbody></table>';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><style>p{}</style>';
    const clean = sanitizePolicyHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|style|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('opens external links in a new tab without the opener, and keeps mailto and tel links as they are', () => {
    const clean = sanitizePolicyHtml('<a href="https://souk.test/help">Help</a> <a href="mailto:hello@souk.test">Mail</a> <a href="tel:+97142000000">Call</a>');
    expect(clean).toContain('<a href="https://souk.test/help" target="_blank" rel="noopener noreferrer">Help</a>');
    expect(clean).toContain('<a href="mailto:hello@souk.test">Mail</a>');
    expect(clean).toContain('<a href="tel:+97142000000">Call</a>');
  });

  it('turns an h1 into an h2, since the page title is the h1', () => {
    expect(sanitizePolicyHtml('<h1>Terms</h1>')).toBe('<h2>Terms</h2>');
  });

  it('drops a leading heading that repeats the title, and only that', () => {
    expect(withoutRepeatedTitle('<h2>Refund Policy</h2><p>Text</p>', 'Refund Policy')).toBe('<p>Text</p>');
    expect(withoutRepeatedTitle('<h2>Orders</h2><p>Text</p>', 'Refund Policy')).toBe('<h2>Orders</h2><p>Text</p>');
  });
});
