// The bench's reference page (scripts/lib/bench-reference.ts): Next.js and React as this
// storefront ships them, rendering nothing but a heading. Lighthouse scores it beside the
// catalogue pages in one run, so a page's gap to it is the page's own work, not the machine's.
export default function Reference() {
  return <h1>An empty Next.js page</h1>;
}
