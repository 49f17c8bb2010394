// the frame's search; the results page is mounted by pages/home.tsx from ResultsPage and load
export { HeaderSearch } from './HeaderSearch';
