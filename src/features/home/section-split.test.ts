import { FIRST_SCREEN_SECTIONS } from './HomeSections';
import { LATER_SECTION_IDS, laterSection } from './LaterSections';
import { firstScreenSections, HOME_SECTIONS, type SectionId } from './sections';

// The home's first load holds only the blocks that can be on its first screen; the others load
// with their data (./LaterBlock). A block on the first screen without its code in the first load
// would be drawn after hydration instead of on the server, so the split must follow the order.
describe('the module home’s blocks, split between the first load and later', () => {
  const modules = Object.keys(HOME_SECTIONS) as (keyof typeof HOME_SECTIONS)[];

  it.each(modules)('every block the %s home can show first is in the first load', (moduleType) => {
    for (const signedIn of [false, true]) {
      for (const id of firstScreenSections(HOME_SECTIONS[moduleType], moduleType, signedIn)) {
        expect({ id, signedIn, first: Boolean(FIRST_SCREEN_SECTIONS[id]) }).toEqual({ id, signedIn, first: true });
      }
    }
  });

  it('every block of every home has its code on one side only, and a later block can draw any of them', () => {
    const shown = new Set<SectionId>(modules.flatMap((m) => HOME_SECTIONS[m]));
    for (const id of shown) {
      const sides = [Boolean(FIRST_SCREEN_SECTIONS[id]), LATER_SECTION_IDS.includes(id)].filter(Boolean).length;
      expect({ id, sides }).toEqual({ id, sides: 1 });
      expect(laterSection(id)).not.toBeNull();
    }
  });

  it('no block is in the first load that no home shows on its first screen', () => {
    const canBeFirst = new Set(modules.flatMap((m) => [false, true].flatMap((signedIn) => [...firstScreenSections(HOME_SECTIONS[m], m, signedIn)])));
    expect(Object.keys(FIRST_SCREEN_SECTIONS).filter((id) => !canBeFirst.has(id as SectionId))).toEqual([]);
  });
});
