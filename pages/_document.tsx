import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import type { AppType } from 'next/app';
import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import type { ReactElement } from 'react';
import { PaintFirstHead } from '@/lib/paint-first-head';
import { directionOf, parseTheme } from '@/lib/session';
import { createEmotionCache } from '@/theme/emotionCache';

interface SoukDocumentProps extends DocumentInitialProps {
  emotionStyleTags: ReactElement[];
}

type AppWithCache = AppType & { (props: { emotionCache?: EmotionCache }): ReactElement };

/**
 * The server's HTML: `<html lang dir>` from the locale, and the critical emotion styles of
 * this render inlined in the head (one cache per request, right-to-left for Arabic), and the
 * page's JavaScript started once the HTML has painted (see PaintFirstHead).
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
    return (
      <Html lang={locale} dir={directionOf(locale)} data-theme={theme} style={{ colorScheme: theme }}>
        <PaintFirstHead>
          <meta name="emotion-insertion-point" content="" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <meta name="theme-color" content={theme === 'dark' ? '#0b1110' : '#0f766e'} />
          {this.props.emotionStyleTags}
        </PaintFirstHead>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
