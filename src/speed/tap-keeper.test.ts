import * as inline from './inline-scripts';
import { announceHydrated, announceRoot, HYDRATED_EVENT, ROOT_EVENT } from './tap-keeper';

const { TAP_KEEPER } = inline;

/** Runs the keeper as the head's inline script would, on a fresh window state. */
function install() {
  delete (window as Window & { __soukTaps?: unknown }).__soukTaps;
  new Function(TAP_KEEPER)();
}

function tap(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('the tap keeper', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <header><button type="button" aria-haspopup="dialog">Choose delivery location</button><button type="button">Sign In</button></header>
      <main><a href="#deals">Deals</a><form action="/cart"><button type="submit">Add to cart</button></form></main>`;
  });
  afterEach(() => jest.useRealTimers());

  it('clicks a button tapped before React’s root existed once the root exists, once', () => {
    install();
    const location = document.querySelector('header button') as HTMLButtonElement;
    const clicks = jest.fn();
    tap(location);
    tap(location); // tapped again because nothing happened
    location.addEventListener('click', clicks); // React's handler, once the page hydrates
    announceRoot();
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
    announceHydrated();
    jest.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('replays taps on different controls in order, and hands later taps to React', () => {
    install();
    const [location, signIn] = [...document.querySelectorAll('header button')] as HTMLButtonElement[];
    const order: string[] = [];
    tap(signIn!);
    tap(location!);
    signIn!.addEventListener('click', () => order.push('sign in'));
    location!.addEventListener('click', () => order.push('location'));
    announceHydrated(); // the fall-back signal works as well
    jest.runAllTimers();
    expect(order).toEqual(['sign in', 'location']);
    const later = tap(signIn!);
    jest.runAllTimers();
    expect(later.defaultPrevented).toBe(false);
    expect(order).toEqual(['sign in', 'location', 'sign in']);
  });

  it('leaves links and a form’s submit button to the browser', () => {
    install();
    const link = tap(document.querySelector('a') as HTMLAnchorElement);
    const submit = tap(document.querySelector('form button') as HTMLButtonElement);
    expect(link.defaultPrevented).toBe(false);
    expect(submit.defaultPrevented).toBe(false);
    expect((window as Window & { __soukTaps?: unknown[] }).__soukTaps).toEqual([]);
  });

  it('is the same text for every request (a CSP hash can cover it)', () => {
    expect(TAP_KEEPER).not.toMatch(/\d{10,}/);
    expect(TAP_KEEPER).not.toContain('</script');
  });
});

describe('the events the keeper listens for', () => {
  it('are the ones the browser bundle announces (the script text is plain JavaScript of its own)', () => {
    expect([inline.ROOT_EVENT, inline.HYDRATED_EVENT]).toEqual([ROOT_EVENT, HYDRATED_EVENT]);
    expect(TAP_KEEPER).toContain(`'${ROOT_EVENT}'`);
    expect(TAP_KEEPER).toContain(`'${HYDRATED_EVENT}'`);
  });
});
