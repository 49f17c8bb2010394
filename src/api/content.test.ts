import { toPolicyContent } from './content';

describe('a policy page answer', () => {
  it('reads the embedded API and newer backends: title and HTML in value', () => {
    expect(toPolicyContent({ key: 'about_us', title: 'About Souk', value: '<p>Hi</p>', updated_at: '2026-01-01T00:00:00Z' })).toEqual({
      title: 'About Souk',
      html: '<p>Hi</p>',
      updatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it('reads a bare HTML string and a content field', () => {
    expect(toPolicyContent('<p>Terms</p>')).toEqual({ title: null, html: '<p>Terms</p>', updatedAt: null });
    expect(toPolicyContent({ content: '<p>Refunds</p>' })).toEqual({ title: null, html: '<p>Refunds</p>', updatedAt: null });
  });

  it('gives an empty page for anything else', () => {
    expect(toPolicyContent(null)).toEqual({ title: null, html: '', updatedAt: null });
    expect(toPolicyContent({ value: 42 })).toEqual({ title: null, html: '', updatedAt: null });
  });
});
