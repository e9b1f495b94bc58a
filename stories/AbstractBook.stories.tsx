import type { Meta, StoryObj } from '@storybook/react-vite';
import { abstractBooksKey, type AbstractBook } from '../src/api/abstractBooks';
import { AbstractBookBody, AbstractBookCard } from '../src/pages/mng/AbstractBookPage';
import { MockApi } from './mockApi';

/**
 * The managers' abstract book (issue 67): a book in each state (waiting, being written with its
 * progress, ready to download, failed with §8's message), and the page with books, none, a failed
 * load and while it loads.
 */
const meta = { title: 'Console/Abstract book' } satisfies Meta;
export default meta;
type Story = StoryObj;

const book = (id: number, change: Partial<AbstractBook> = {}): AbstractBook => ({
  id,
  language: 'ja',
  status: 'completed',
  done: 1240,
  total: 1240,
  size: 8_400_000,
  pages: 642,
  requestedBy: 'manager@example.com',
  createdAt: '2027-02-20T01:00:00Z',
  finishedAt: '2027-02-20T01:03:10Z',
  downloadUrl: `/web_api/mng/abstract_books/${id}/pdf`,
  ...change,
});
const running = book(4, {
  language: 'en',
  status: 'running',
  done: 475,
  size: 0,
  pages: 0,
  finishedAt: null,
  downloadUrl: null,
  createdAt: '2027-02-21T02:00:00Z',
});
const queued = book(5, { status: 'queued', done: 0, total: 0, size: 0, pages: 0, finishedAt: null, downloadUrl: null });
const failed = book(3, { status: 'failed', done: 300, size: 0, pages: 0, downloadUrl: null, requestedBy: null });

export const Ready: Story = { render: () => <AbstractBookCard book={book(1)} /> };
export const BeingWritten: Story = { render: () => <AbstractBookCard book={running} /> };
export const Waiting: Story = { render: () => <AbstractBookCard book={queued} /> };
export const Failed: Story = { render: () => <AbstractBookCard book={failed} /> };

const page = (response: unknown) => (
  <MockApi responses={response === undefined ? {} : { [abstractBooksKey]: response }}>
    <AbstractBookBody />
  </MockApi>
);
export const WhileOneIsWritten: Story = { render: () => page({ abstractBooks: [running, failed, book(2, { language: 'en' }), book(1)] }) };
export const Books: Story = { render: () => page({ abstractBooks: [book(2, { language: 'en' }), book(1)] }) };
export const NoBooks: Story = { render: () => page({ abstractBooks: [] }) };
export const LoadFailed: Story = { render: () => page(new Error('HTTP 500')) };
export const Loading: Story = { render: () => page(undefined) };
