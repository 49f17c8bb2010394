import { fireEvent, render, screen } from '@testing-library/react';
import { ReadMore } from './ReadMore';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

// 100 characters: ten words of ten
const text = Array.from({ length: 10 }, (_, i) => `word${String(i).padStart(4, '0')}x`).join(' ').slice(0, 100);

describe('ReadMore', () => {
  it('cuts at 70 characters when no length is given (spec 01 section 9)', () => {
    const { container } = render(<ReadMore text={text} />);
    const shown = container.querySelector('p')?.firstChild?.textContent ?? '';
    expect(Array.from(shown).length).toBeLessThanOrEqual(70);
    expect(shown.endsWith('…')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(container.querySelector('p')?.firstChild?.textContent).toBe(text);
  });

  it('keeps a text within the length whole, with no button', () => {
    render(<ReadMore text={text} max={130} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
