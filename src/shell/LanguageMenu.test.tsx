import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageMenu } from './LanguageMenu';
import { reloadInto } from './language-change';
import { WithFrameI18n } from '@/testing/frame-i18n';

jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/about-us', pathname: '/about-us', query: {} }) }));
jest.mock('./language-change', () => ({ ...jest.requireActual<object>('./language-change'), reloadInto: jest.fn() }));

function renderMenu() {
  render(
    <WithFrameI18n>
      <LanguageMenu />
    </WithFrameI18n>,
  );
  return screen.getByRole('button', { name: 'Language: English' });
}

describe('the language menu (spec 02, header)', () => {
  beforeEach(() => {
    jest.mocked(reloadInto).mockClear();
    window.localStorage.clear();
    document.cookie = 'souk_lang=; Max-Age=0; Path=/';
  });

  it('offers English and Arabic as a menu', async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('menu', { name: 'Language' }));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'العربية']);
    expect(menu.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
  });

  it('asks first, then stores the language and country and reloads the page in Arabic', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'العربية' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure to change the language?' });
    expect(dialog).toHaveTextContent('The browser will refresh to get translated content.');
    expect(reloadInto).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(document.cookie).toContain('souk_lang=ar');
    expect(window.localStorage.getItem('language-setting')).toBe('ar');
    expect(window.localStorage.getItem('country')).toBe('AE');
    expect(reloadInto).toHaveBeenCalledWith('/ar/about-us');
  });

  it('does nothing when the current language is chosen', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reloadInto).not.toHaveBeenCalled();
  });
});
