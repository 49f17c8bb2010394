import { SignInNoticePage, type SignInNoticePageProps } from '@/features/account/SignInNoticePage';
import { InboxPage, type InboxPageProps } from '@/features/chat/InboxPage';
import { buildSeo } from '@/server/seo';
import { serverPage } from '@/server/page';
import { serverTranslator } from '@/server/translate';
import { AccountLayout } from '@/shell/AccountNav';

type ChattingProps = ({ page: 'chat' } & InboxPageProps) | ({ page: 'sign-in' } & SignInNoticePageProps);

/** /chatting?conversationId&type&chatFrom (spec 01 section 2): one conversation, beside the inbox's list; signed in only. */
export const getServerSideProps = serverPage<ChattingProps>(
  async (ctx) => {
    if (!ctx.session.signedIn) {
      const t = await serverTranslator(ctx.locale, 'layout');
      return { props: { page: 'sign-in', seo: await buildSeo(ctx, { title: t('Sign In'), path: '/chatting', noindex: true }) } };
    }
    const t = await serverTranslator(ctx.locale, 'chat');
    return { props: { page: 'chat', seo: await buildSeo(ctx, { title: t('Chat'), path: '/chatting', noindex: true }) } };
  },
  { namespaces: ['account', 'chat'], cache: 'private' },
);

export default function ChattingPage(props: ChattingProps) {
  if (props.page === 'sign-in') return <SignInNoticePage {...props} />;
  // a conversation of the inbox, beside the account navigation as the inbox is
  return (
    <AccountLayout current="inbox">
      <InboxPage seo={props.seo} />
    </AccountLayout>
  );
}
