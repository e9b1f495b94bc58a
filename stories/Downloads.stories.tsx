import type { Meta, StoryObj } from '@storybook/react-vite';
import { CsvDownload } from '../src/pages/mng/CsvDownload';
import { DownloadsList } from '../src/pages/mng/DownloadsPage';

/**
 * The console's CSV downloads (issue 67): the downloads page's list, and the pair of buttons every
 * console list carries (a story never reaches a server: a press shows the failure line).
 */
const meta = { title: 'Console/CSV downloads' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const DownloadsPage: Story = { render: () => <DownloadsList /> };
export const Buttons: Story = { render: () => <CsvDownload url={(language) => `/web_api/mng/users.csv?lang=${language}`} /> };
export const ButtonsWithLabel: Story = {
  render: () => <CsvDownload label="Presentations" url={(language) => `/web_api/mng/downloads/presentations?lang=${language}`} />,
};
