import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LegalDocument } from './content/types';

export interface OtherVersion {
  to: string;
  label: string;
  lang: 'ja' | 'en';
}

/** A terms or privacy document, marked with its own language so screen readers read it right. */
export function LegalDocumentView({ document, otherVersions = [] }: { document: LegalDocument; otherVersions?: OtherVersion[] }) {
  return (
    <Paper variant="outlined" component="article" lang={document.lang} aria-labelledby="legal-title" sx={{ p: { xs: 2, sm: 5 } }}>
      <Typography id="legal-title" variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {document.title}
      </Typography>
      {otherVersions.length > 0 && (
        <Box component="nav" aria-label={document.lang === 'ja' ? '他の版' : 'Other versions'} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          {otherVersions.map((version) => (
            <Link key={version.to} component={RouterLink} to={version.to} lang={version.lang} hrefLang={version.lang}>
              {version.label}
            </Link>
          ))}
        </Box>
      )}
      {document.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      {document.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'right' }}>
        {document.updated}
      </Typography>
    </Paper>
  );
}
