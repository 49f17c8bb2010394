/**
 * The app shell: the frame around every page (providers, header, footer, account menu, the dialogs
 * every page has) and the app-wide reporters. Only pages (pages/_app.tsx, 404, 500) import it; it
 * uses features only through their index.ts, and no feature imports it.
 */
export { ApiErrorReporter } from './ApiErrorReporter';
export { bare, inFrame, layoutOf, type GetLayout } from './get-layout';
export { Layout } from './Layout';
export { StatusPage } from './StatusPage';
