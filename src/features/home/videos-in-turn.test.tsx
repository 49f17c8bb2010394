import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useVideosInTurn, videoPlaying } from './videos-in-turn';

let reduced = false;
let observed: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
const played: string[] = [];

beforeEach(() => {
  reduced = false;
  observed = null;
  played.length = 0;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) });
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value(this: HTMLVideoElement) {
      played.push(this.getAttribute('src') ?? '');
      return Promise.resolve();
    },
  });
  Element.prototype.scrollBy = () => undefined;
});

function Ads() {
  const box = useRef<HTMLDivElement>(null);
  useVideosInTurn(box, 3);
  return (
    <div ref={box}>
      <ul>
        <li>
          <video src="/media/ad-1.mp4" />
        </li>
        <li>picture</li>
        <li>
          <video src="/media/ad-2.mp4" />
        </li>
      </ul>
    </div>
  );
}

describe('the video ads (spec 02: they play one after another)', () => {
  it('start with the first once the block is on screen, and play each next one when the one before ends', () => {
    const { container } = render(<Ads />);
    expect(played).toEqual([]);
    observed?.([{ isIntersecting: true }]);
    expect(played).toEqual(['/media/ad-1.mp4']);
    const [first, second] = container.querySelectorAll('video');
    first?.dispatchEvent(new Event('ended'));
    expect(played).toEqual(['/media/ad-1.mp4', '/media/ad-2.mp4']);
    second?.dispatchEvent(new Event('ended'));
    expect(played).toHaveLength(2);
  });

  it('do not play by themselves for a shopper who asked for reduced motion', () => {
    reduced = true;
    render(<Ads />);
    expect(observed).toBeNull();
    expect(played).toEqual([]);
  });

  it('hold the carousel still while one plays', () => {
    const { container } = render(<Ads />);
    const list = container.querySelector('ul') as HTMLElement;
    expect(videoPlaying(list)).toBe(false);
    Object.defineProperty(container.querySelector('video'), 'paused', { configurable: true, value: false });
    expect(videoPlaying(list)).toBe(true);
  });
});
