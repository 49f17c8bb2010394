// What other parts of the site use of the chat: the live events' connection (its default
// export), loaded after hydration for signed-in shoppers only (pages/_app.tsx). The inbox is a
// route entry (InboxPage).
export { default, LIVE_EVENT, type LiveEvent } from './live';
