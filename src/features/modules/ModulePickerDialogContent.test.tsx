import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Module } from '@/api/types';
import { EMPTY_SESSION, type Session } from '@/lib/session';
import { SessionProvider } from '@/lib/session-context';
import ModulePickerDialogContent from './ModulePickerDialogContent';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

const push = jest.fn((_url: string) => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ push, replace: push, asPath: '/' }) }));

const toastSuccess = jest.fn();
jest.mock('@/components/toast', () => ({ toast: { success: (m: string) => toastSuccess(m), error: jest.fn() } }));

/** The API as the dialog sees it: GET module and GET categories answered from these. */
const answers: { module: () => Promise<Module[]>; categories: () => Promise<unknown[]> } = {
  module: () => Promise.resolve([]),
  categories: () => Promise.resolve([]),
};
jest.mock('@/api/http', () => {
  const actual = jest.requireActual<typeof import('@/api/http')>('@/api/http');
  const http = {
    get: (path: string) => (path === 'module' ? answers.module() : answers.categories()).then((data) => ({ data })),
  };
  return { ...actual, httpFor: () => http, getBrowserHttp: () => http };
});

const mod = (id: number, name: string, zones: number[], type: Module['module_type'] = 'grocery'): Module => ({
  id,
  module_name: name,
  module_type: type,
  zones: zones.map((z) => ({ id: z })),
});

function renderDialog(session: Partial<Session>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <SessionProvider server={{ ...EMPTY_SESSION, ...session }}>
        <ModulePickerDialogContent onClose={onClose} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { onClose };
}

beforeEach(() => {
  push.mockClear();
  toastSuccess.mockClear();
  window.localStorage.clear();
  document.cookie = 'souk_module=; Max-Age=0; Path=/';
});

describe('the module picker dialog', () => {
  it('shows a skeleton of 5 tiles while the modules load', () => {
    answers.module = () => new Promise(() => undefined);
    renderDialog({ zoneIds: [1] });
    expect(screen.getAllByTestId('module-skeleton')).toHaveLength(5);
  });

  it('says so when no module is active', async () => {
    answers.module = () => Promise.resolve([]);
    renderDialog({ zoneIds: [1] });
    expect(await screen.findByText('No module found')).toBeInTheDocument();
    expect(screen.getByText('Contact with the site owner to activate modules.')).toBeInTheDocument();
  });

  it("offers only the saved zone's modules, with the previous choice marked", async () => {
    answers.module = () =>
      Promise.resolve([mod(1, 'Food', [1, 3], 'food'), mod(2, 'Grocery', [3]), mod(3, 'Pharmacy', [1], 'pharmacy')]);
    renderDialog({ zoneIds: [3], moduleId: 2 });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: 'Pharmacy' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grocery' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Select a module to continue.')).toBeInTheDocument();
  });

  it('chooses the only module by itself and goes home', async () => {
    answers.module = () => Promise.resolve([mod(4, 'Food', [1], 'food')]);
    answers.categories = () => Promise.resolve([{ id: 1, name: 'Burgers' }]);
    const { onClose } = renderDialog({ zoneIds: [1] });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/home'));
    expect(document.cookie).toContain('souk_module=4');
    expect(toastSuccess).toHaveBeenCalledWith('A module has been selected.');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('saves a chosen module and asks for interests the first time it is chosen', async () => {
    answers.module = () => Promise.resolve([mod(1, 'Food', [1], 'food'), mod(2, 'Grocery', [1])]);
    answers.categories = () => Promise.resolve([{ id: 7, name: 'Fruits' }]);
    renderDialog({ zoneIds: [1] });
    await userEvent.click(await screen.findByRole('button', { name: 'Grocery' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/interest'));
    expect(document.cookie).toContain('souk_module=2');
    expect(JSON.parse(window.localStorage.getItem('module') ?? '{}')).toMatchObject({ id: 2 });
    expect(toastSuccess).toHaveBeenCalledWith('A module has been selected.');
  });

  it('goes straight home for parcel, and for a module chosen before', async () => {
    answers.module = () => Promise.resolve([mod(1, 'Grocery', [1]), mod(5, 'Parcel', [1], 'parcel')]);
    answers.categories = () => Promise.resolve([{ id: 7, name: 'Fruits' }]);
    window.localStorage.setItem('souk_modules_chosen', '[1]');
    renderDialog({ zoneIds: [1] });
    await userEvent.click(await screen.findByRole('button', { name: 'Parcel' }));
    await waitFor(() => expect(push).toHaveBeenLastCalledWith('/home'));
    await userEvent.click(screen.getByRole('button', { name: 'Grocery' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(2));
    expect(push).toHaveBeenLastCalledWith('/home');
  });
});
