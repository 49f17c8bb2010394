import type { ReactElement, ReactNode } from 'react';
import { Layout } from './Layout';

/**
 * How pages/_app.tsx wraps a page: a page may set `Page.getLayout`; without one it is shown in
 * the frame (header, footer, providers). Features never import the frame, so the frame may use
 * the features' header widgets without an import cycle.
 */
export type GetLayout = (page: ReactElement) => ReactNode;

/** The frame around a page (the default). */
export const inFrame: GetLayout = (page) => <Layout>{page}</Layout>;

/** No frame: the page draws the whole screen itself (the 404 and 500 pages). */
export const bare: GetLayout = (page) => page;

/** The layout a page asked for, or the frame. */
export function layoutOf(component: { getLayout?: GetLayout }): GetLayout {
  return component.getLayout ?? inFrame;
}
