import { HomePage, type HomePageProps } from '@/features/home/HomePage';
import { loadHomePage } from '@/features/home/load';
import { loadResultsPage, parseSearchState, type ResultsPageProps } from '@/features/search/load';
import dynamic from 'next/dynamic';
import { serverPage, type PageLoadResult, type ServerPageContext } from '@/server/page';

type Props = HomePageProps | { results: ResultsPageProps };

// A module home and a results page share the route but not their code: each is rendered on the
// server, and the shopper's browser fetches only the one it shows.
const ResultsPage = dynamic(() => import('@/features/search/ResultsPage').then((m) => m.ResultsPage));

/** `/home`: the module's home, or with data_type (searched, category, brand, discounted) the results page. */
async function loadHome(ctx: ServerPageContext): Promise<PageLoadResult<Props>> {
  const state = parseSearchState(ctx.gssp.query);
  // an empty search is no search: the module's home
  if (state && !(state.dataType === 'searched' && !state.term)) {
    const loaded = await loadResultsPage(ctx, state);
    if (loaded) return 'props' in loaded ? { props: { results: loaded.props } } : loaded;
  }
  return loadHomePage(ctx);
}

// the results page's words come with a results page only (a module home does without them)
export const getServerSideProps = serverPage(loadHome, { namespaces: (query) => (parseSearchState(query) ? ['catalogue', 'results'] : ['catalogue']), cache: 'public' });

export default function Home(props: Props) {
  return 'results' in props ? <ResultsPage {...props.results} /> : <HomePage {...props} />;
}
