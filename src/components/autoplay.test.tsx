import { act, fireEvent, render } from '@testing-library/react';
import { AUTOPLAY_MS, SLIDE_SPEED_MS } from './autoplay-run';
import { Carousel } from './Section';

let reduced = false;
beforeEach(() => {
  reduced = false;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function Row() {
  return (
    <Carousel label="Special offers" autoplay>
      <li>one</li>
      <li>two</li>
      <li>three</li>
    </Carousel>
  );
}

/** A row 300 px wide over 900 px of 200 px cards (jsdom lays nothing out). */
function laidOut(list: HTMLElement) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 900 });
  Object.defineProperty(list.firstElementChild, 'offsetWidth', { configurable: true, value: 200 });
  return list;
}

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** The moving code loads after the carousel is drawn. */
const loaded = () => act(async () => undefined);

describe('the ad and offer carousels (spec 02 section 9: autoplay 4 s)', () => {
  it('move on by one card every 4 s', async () => {
    const { getByRole } = render(<Row />);
    const list = laidOut(getByRole('list'));
    await loaded();
    tick(AUTOPLAY_MS - 1);
    expect(list.scrollLeft).toBe(0);
    tick(1 + SLIDE_SPEED_MS + 50);
    expect(list.scrollLeft).toBe(200);
  });

  it('hold still while a finger or the pointer is on them, and move again once it is lifted', async () => {
    const { getByRole } = render(<Row />);
    const list = laidOut(getByRole('list'));
    await loaded();
    fireEvent.touchStart(list);
    tick(3 * AUTOPLAY_MS);
    expect(list.scrollLeft).toBe(0);
    fireEvent.touchEnd(list);
    fireEvent.pointerEnter(list);
    tick(2 * AUTOPLAY_MS);
    expect(list.scrollLeft).toBe(0);
    fireEvent.pointerLeave(list);
    tick(AUTOPLAY_MS + SLIDE_SPEED_MS + 50);
    expect(list.scrollLeft).toBe(200);
  });

  it('never move for a shopper who asked for reduced motion', async () => {
    reduced = true;
    const { getByRole } = render(<Row />);
    const list = laidOut(getByRole('list'));
    await loaded();
    tick(3 * AUTOPLAY_MS);
    expect(list.scrollLeft).toBe(0);
  });
});
