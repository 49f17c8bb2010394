import { jsonForScript, metaDescription, stripHtml, truncate } from './text';

describe('truncation', () => {
  it('leaves short text alone', () => {
    expect(truncate('Fresh bread', 130)).toEqual({ text: 'Fresh bread', truncated: false });
  });

  it('cuts long text at a word boundary within the limit and adds an ellipsis', () => {
    const text = 'Slow-fermented sourdough with a crackling crust and an open, chewy crumb, baked every morning in Al Quoz.';
    const result = truncate(text, 40);
    expect(result.truncated).toBe(true);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(40);
    expect(result.text).toBe('Slow-fermented sourdough with a…');
  });

  it('cuts inside a very long word when there is no space to cut at', () => {
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 10).text).toBe('abcdefghi…');
  });

  it('counts characters, not UTF-16 units, so Arabic and emoji are not split', () => {
    const result = truncate('شاورما دجاج مع البطاطا والثوم 🍟🍟🍟', 12);
    expect(Array.from(result.text).length).toBeLessThanOrEqual(12);
    expect(result.text.endsWith('…')).toBe(true);
  });

  it('makes a plain meta description from HTML', () => {
    expect(stripHtml('<p>Tom &amp; Jerry<br/>cheese</p><script>alert(1)</script>')).toBe('Tom & Jerry cheese');
    expect(metaDescription(`<p>${'word '.repeat(60)}</p>`).length).toBeLessThanOrEqual(160);
  });
});

describe('JSON for an inline script', () => {
  it('cannot be broken out of with </script>', () => {
    const out = jsonForScript({ name: 'Evil</script><script>alert(1)</script>', note: 'a & b' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: 'Evil</script><script>alert(1)</script>', note: 'a & b' });
  });
});
