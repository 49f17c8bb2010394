import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import type { AppType } from 'next/app';
import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactElement } from 'react';
import { SCRIPT_LIST_ID, SCRIPT_LOADER, TAP_KEEPER } from '@/speed/inline-scripts';
import { scriptList, scriptSource, sharedRuntime } from '@/speed/script-loading';
import { speedSwitches, switchAttributes } from '@/speed/switches';
import { directionOf, parseTheme } from '@/lib/session';
import { createEmotionCache } from '@/theme/emotionCache';

interface SoukDocumentProps extends DocumentInitialProps {
  emotionStyleTags: ReactElement[];
}

type AppWithCache = AppType & { (props: { emotionCache?: EmotionCache }): ReactElement };
type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * The document head, with the page's JavaScript started after the first paint instead of by
 * `defer`. A deferred script runs as soon as parsing ends, and on a slow phone that is before
 * the browser has painted: the shopper looks at a blank screen while React and the router are
 * compiled. Here the runtime every page shares is fetched at once at low priority, the page's
 * own chunks at the first paint, and all of them run once the server HTML (every page's content
 * is in it) has painted with the pictures of its first screen (src/speed/script-loading.ts,
 * `SOUK_SCRIPT_LOADING=early`). In development Next's own loading is kept.
 */
class ScriptLoadingHead extends Head {
  override getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    if (this.context.isDevelopment) return super.getDynamicChunks(files);
    return []; // started by getScripts, in the order Next would run them
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    if (this.context.isDevelopment) return super.getScripts(files);
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)];
    const sources = elements.map(scriptSource).filter((src): src is string => src !== null);
    if (!sources.length) {
      // Next's scripts no longer come as <script src> elements: fail the build (its prerendered pages render here)
      throw new Error('Script loading: next/document returned no chunk scripts with a src, so ScriptLoadingHead would ship a page without JavaScript. See docs/performance.md, or set SOUK_SCRIPT_LOADING=next.');
    }
    const inline = elements.filter((element): element is ReactElement => element !== null && scriptSource(element) === null);
    // the shared runtime is fetched at once, the page's own chunks at the browser's first paint: the
    // page's list in a JSON block, the loader the same text on every page (its hash is in the policy)
    return [
      ...inline,
      <script key="script-list" id={SCRIPT_LIST_ID} type="application/json" dangerouslySetInnerHTML={{ __html: scriptList(sources, sharedRuntime(sources)) }} />,
      <script key="script-loader" dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }} />,
    ];
  }
}

/**
 * The server's HTML: `<html lang dir>` from the locale, and the critical emotion styles of
 * this render inlined in the head (one cache per request, right-to-left for Arabic), and the
 * page's JavaScript started once the HTML has painted (see ScriptLoadingHead).
 */
export default class SoukDocument extends Document<SoukDocumentProps> {
  static override async getInitialProps(ctx: DocumentContext): Promise<SoukDocumentProps> {
    const cache = createEmotionCache(directionOf(ctx.locale ?? 'en'));
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) =>
          function EnhancedApp(props) {
            const WithCache = App as unknown as AppWithCache;
            return <WithCache emotionCache={cache} {...props} />;
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    const chunks = extractCriticalToChunks(initialProps.html);
    const emotionStyleTags = chunks.styles.map((style) => (
      <style
        data-emotion={`${style.key} ${style.ids.join(' ')}`}
        key={style.key}
        dangerouslySetInnerHTML={{ __html: style.css }}
      />
    ));
    return { ...initialProps, emotionStyleTags };
  }

  override render() {
    const locale = this.props.locale ?? 'en';
    const pageProps = (this.props.__NEXT_DATA__.props as { pageProps?: { session?: { theme?: string } } }).pageProps;
    const theme = parseTheme(pageProps?.session?.theme);
    const switches = speedSwitches(process.env);
    // SOUK_SCRIPT_LOADING=next keeps Next's own deferred scripts (docs/performance.md)
    const PageHead = switches.scriptLoading === 'next' ? Head : ScriptLoadingHead;
    return (
      <Html lang={locale} dir={directionOf(locale)} data-theme={theme} style={{ colorScheme: theme }} {...switchAttributes(switches)}>
        <PageHead>
          {/* first, so that no tap before React's root exists is lost (src/speed/tap-keeper.ts) */}
          <script dangerouslySetInnerHTML={{ __html: TAP_KEEPER }} />
          <meta name="emotion-insertion-point" content="" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content={theme === 'dark' ? '#0b1110' : '#0f766e'} />
          {this.props.emotionStyleTags}
        </PageHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
