import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EMPTY_SESSION, type Session } from './session';
import { SessionProvider, useSession } from './session-context';

/** What the frame shows of the session: address, guest id, signed in. */
function Probe() {
  const { session, update } = useSession();
  return (
    <div>
      <p data-testid="address">{session.location?.address || 'none'}</p>
      <p data-testid="guest">{session.guestId ?? 'no guest'}</p>
      <p data-testid="signed">{session.signedIn ? 'signed in' : 'guest'}</p>
      <button type="button" onClick={() => update({ location: { lat: 1, lng: 2, address: 'Picked just now' } })}>
        pick
      </button>
    </div>
  );
}

/** The session of a page shared among shoppers: a point chosen, no address, no guest id. */
const shared: Session = { ...EMPTY_SESSION, zoneIds: [1], moduleId: 3, location: { lat: 0, lng: 0, address: '' } };

function clearCookies() {
  for (const name of ['souk_location', 'souk_guest', 'souk_auth']) document.cookie = `${name}=; max-age=0; path=/`;
}

describe('SessionProvider', () => {
  beforeEach(clearCookies);
  afterEach(clearCookies);

  test('a shared page hydrates as the server rendered it, then shows this browser’s own address and guest id', async () => {
    document.cookie = `souk_location=${encodeURIComponent(JSON.stringify({ lat: 25.2, lng: 55.27, address: 'Villa 7, Al Wasl Road' }))}; path=/`;
    document.cookie = 'souk_guest=guest-42; path=/';
    const html = renderToString(
      <SessionProvider server={shared} shared>
        <Probe />
      </SessionProvider>,
    );
    expect(html).toContain('no guest');
    expect(html).not.toContain('Villa 7');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SessionProvider server={shared} shared>
          <Probe />
        </SessionProvider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(screen.getByTestId('address')).toHaveTextContent('Villa 7, Al Wasl Road');
    expect(screen.getByTestId('guest')).toHaveTextContent('guest-42');
    // what the shopper changes here wins over the cookies read at hydration
    await act(async () => screen.getByRole('button', { name: 'pick' }).click());
    expect(screen.getByTestId('address')).toHaveTextContent('Picked just now');
    expect(screen.getByTestId('guest')).toHaveTextContent('guest-42');
    container.remove();
  });

  test('a page rendered for this shopper keeps its own session and reads no cookie', () => {
    document.cookie = 'souk_guest=someone-else; path=/';
    const own: Session = { ...shared, location: { lat: 25, lng: 55, address: 'Flat 902' }, guestId: 'mine' };
    render(
      <SessionProvider server={own}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('guest')).toHaveTextContent('mine');
    expect(screen.getByTestId('address')).toHaveTextContent('Flat 902');
  });
});
