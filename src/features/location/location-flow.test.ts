import { act, renderHook } from '@testing-library/react';
import { closeFlowDialog, hasFlowHost, openFlowDialog, useHostedFlowDialog } from './location-flow';

afterEach(() => act(() => closeFlowDialog()));

describe('the location flow store', () => {
  it('shows an opened dialog in exactly one host', () => {
    const first = renderHook(() => useHostedFlowDialog());
    const second = renderHook(() => useHostedFlowDialog());
    act(() => openFlowDialog('map'));
    expect(first.result.current).toBe('map');
    expect(second.result.current).toBeNull();
    first.unmount();
    second.unmount();
  });

  it('hands the dialog to the next host when the first unmounts mid-flow (the header moved the button)', () => {
    const first = renderHook(() => useHostedFlowDialog());
    const second = renderHook(() => useHostedFlowDialog());
    act(() => openFlowDialog('modules'));
    first.unmount();
    expect(second.result.current).toBe('modules');
    act(() => closeFlowDialog());
    expect(second.result.current).toBeNull();
    second.unmount();
    expect(hasFlowHost()).toBe(false);
  });
});
