import Box from '@mui/material/Box';

/**
 * Renders HTML that was sanitised on the server (see sanitize.ts); never pass raw API HTML here.
 * Styles the few elements policy pages use, in both directions and both themes.
 */
export function ContentArticle({ html }: { html: string }) {
  return (
    <Box
      className="content-article"
      sx={{
        lineHeight: 1.75,
        color: 'text.primary',
        '& h2': { fontSize: '1.35rem', fontWeight: 700, mt: 4, mb: 1.5 },
        '& h3': { fontSize: '1.1rem', fontWeight: 700, mt: 3, mb: 1 },
        '& p, & ul, & ol, & table, & blockquote': { mb: 2 },
        '& ul, & ol': { pl: 3 },
        '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '2px' },
        '& blockquote': { m: 0, mb: 2, pl: 2, borderLeft: 4, borderColor: 'primary.main', color: 'text.secondary', fontStyle: 'italic' },
        '& table': { width: '100%', borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'start', verticalAlign: 'top' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
        '& img': { maxWidth: '100%', height: 'auto' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
