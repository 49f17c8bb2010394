import { isValidElement, type ReactElement } from 'react';
import { bare, inFrame, layoutOf } from './get-layout';
import { Layout } from './Layout';

jest.mock('./Layout', () => ({ Layout: () => null }));

describe('layoutOf (pages/_app.tsx wraps each page with it)', () => {
  const page = <p>Page body</p>;

  it('puts a page that asks for nothing in the frame', () => {
    const wrapped = layoutOf({})(page);
    expect(isValidElement(wrapped)).toBe(true);
    const element = wrapped as ReactElement<{ children: ReactElement }>;
    expect(element.type).toBe(Layout);
    expect(element.props.children).toBe(page);
    expect(layoutOf({})).toBe(inFrame);
  });

  it("uses the page's own getLayout (the 404 and 500 pages draw the whole screen)", () => {
    expect(layoutOf({ getLayout: bare })(page)).toBe(page);
    const own = (p: ReactElement) => <section>{p}</section>;
    expect(layoutOf({ getLayout: own })).toBe(own);
  });
});
