/** Test helpers for the near-view blocks' tests: an IntersectionObserver the test triggers, and hydration of server HTML. */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** The elements observed, each with a call that reports it as in view. */
export const observed = new Map<Element, () => void>();

export class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, () => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
}

/** Puts the server's HTML in the document and hydrates it with `page`. */
export async function hydrate(html: string, page: ReactNode): Promise<{ root: Root | undefined; container: HTMLElement }> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return { root, container };
}
