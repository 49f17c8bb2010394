import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

jest.mock('@/lib/i18n', () => jest.requireActual('@/testing/i18n'));

describe('the countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the time left and ticks down to the over message', () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1, 0, 0, 0) });
    const start = Date.now();
    render(<Countdown endMs={start + 2000} renderedAt={start} overText="This campaign is over" label="Time left" />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('00Days00Hours00Minutes02Seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01Seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('This campaign is over')).toBeInTheDocument();
  });

  it('says it is over right away for an end in the past', () => {
    render(<Countdown endMs={Date.now() - 1000} renderedAt={Date.now()} overText="This campaign is over" label="Time left" />);
    expect(screen.getByText('This campaign is over')).toBeInTheDocument();
  });
});
