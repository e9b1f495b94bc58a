import { createTheme } from '@mui/material/styles';
import { fontStack } from './fontStack';

/** Breakpoints from docs/requirements/public-area.md §9: mobile below 960px. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 660, md: 960, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#1f4e8c' },
    secondary: { main: '#8c3b1f' },
    error: { main: '#c62828' },
  },
  typography: {
    fontFamily: fontStack,
  },
});

export const PAGE_MAX_WIDTH = 1000;
