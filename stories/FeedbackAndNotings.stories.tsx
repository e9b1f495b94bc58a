import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import notingsFile from '../fixtures/notings/demo.json';
import { notingKeys } from '../engine/notings/notingKeys';
import { ApiRequestError } from '../src/api/http';
import { notingsKey, type Noting as NotingData } from '../src/api/notings';
import { FeedbackOverlay } from '../src/features/feedback/FeedbackOverlay';
import { canvasSize, drawingReducer, emptyDrawing, type DrawingAction, type ShapeKind } from '../src/features/feedback/shapes';
import { Noting } from '../src/features/notings/Noting';
import NotingEditorDialog from '../src/features/notings/NotingEditorDialog';
import { NotingModeProvider, NotingModeSwitch } from '../src/features/notings/NotingMode';
import { MockApi } from './mockApi';

/** Feedback mode's overlay in each state, and notings as attendees and managers see them. */
const meta = { title: 'Features/Feedback mode and notings', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj;

/** A page-like picture standing in for the capture of the page body. */
const screen = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
<rect width="1200" height="900" fill="#fff"/><rect width="1200" height="64" fill="#1e4f8f"/>
<text x="40" y="42" font-size="24" fill="#fff" font-family="sans-serif">12th Symposium on Computational Science</text>
<rect x="40" y="120" width="1120" height="300" rx="6" fill="none" stroke="#ccc"/><rect x="40" y="460" width="1120" height="380" rx="6" fill="none" stroke="#ccc"/>
<text x="70" y="170" font-size="28" font-family="sans-serif">Request</text><text x="70" y="510" font-size="28" font-family="sans-serif">Your answer</text>
<rect x="70" y="560" width="500" height="48" fill="none" stroke="#999"/><rect x="70" y="760" width="200" height="48" fill="#1e4f8f"/></svg>`)}`;

const drawing = (...kinds: ShapeKind[]) => {
  const canvas = canvasSize(window);
  return kinds.reduce(
    (state, kind) =>
      drawingReducer(state, { type: 'add', kind, canvas, text: kind === 'text' ? 'The button is hidden on phones' : undefined } as DrawingAction),
    emptyDrawing,
  );
};
const noSend = () => new Promise<never>(() => undefined);

export const OverlayEmpty: Story = { render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} /> };
export const OverlayWithRectangle: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('rect')} />,
};
export const OverlayWithCircle: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('circle')} />,
};
export const OverlayWithArrow: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('arrow')} />,
};
export const OverlayWithText: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('text')} />,
};
export const OverlayWithEveryShape: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('rect', 'circle', 'arrow', 'text')} />,
};
export const OverlayReplaceMode: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={{ ...drawing('rect'), replaceMode: true }} />,
};

const sendReport = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('button', { name: /^(報告する|Report)$/ }));
  await userEvent.click(await body.findByRole('button', { name: /^(送信する|Send)$/ }));
  return body;
};

export const OverlaySending: Story = {
  render: () => <FeedbackOverlay screen={screen} onClose={() => undefined} send={noSend} initialDrawing={drawing('rect', 'text')} />,
  play: async ({ canvasElement }) => {
    const body = await sendReport(canvasElement);
    await expect(await body.findByRole('button', { name: /送信中|Sending/ })).toBeDisabled();
  },
};

export const OverlayError: Story = {
  render: () => (
    <FeedbackOverlay
      screen={screen}
      onClose={() => undefined}
      send={() => Promise.reject(new ApiRequestError(413, '画面の画像は 15 MB 以下にしてください', 'The screen image must be at most 15 MB'))}
      initialDrawing={drawing('circle')}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = await sendReport(canvasElement);
    await expect((await body.findAllByText(/15 MB/)).length).toBeGreaterThan(0);
  },
};

const notings: Record<string, NotingData> = Object.fromEntries(
  notingsFile.notings.map((noting, i) => [noting.key, { id: i + 1, ja: noting.ja, en: noting.en }]),
);

function NotingStory({ canEdit, notingKey = notingKeys.signupForm }: { canEdit: boolean; notingKey?: (typeof notingKeys)[keyof typeof notingKeys] }) {
  return (
    <MockApi responses={{ [notingsKey]: { notings } }}>
      <NotingModeProvider isManager={canEdit} unlocked={canEdit}>
        <div style={{ maxWidth: 720, padding: 24 }}>
          <Noting notingKey={notingKey} />
        </div>
      </NotingModeProvider>
    </MockApi>
  );
}

/** The manager's noting-mode switch as the header shows it (its code is fetched for a manager only). */
export const NotingModeSwitchForManager: Story = {
  render: () => (
    <NotingModeProvider isManager>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 2 }}>
        <NotingModeSwitch />
      </Box>
    </NotingModeProvider>
  ),
  play: async ({ canvasElement }) => {
    const control = await within(canvasElement).findByRole('switch');
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
};

export const NotingView: Story = { render: () => <NotingStory canEdit={false} /> };

/** Noting mode on and the sequence typed: the manager's edit control. */
export const NotingEditControl: Story = {
  render: () => {
    localStorage.setItem('kaigi.notingMode', 'on');
    return <NotingStory canEdit />;
  },
};

/** A place with no noting yet: only a manager in noting mode sees anything, the control to add one. */
export const NotingAddControl: Story = {
  render: () => {
    localStorage.setItem('kaigi.notingMode', 'on');
    return <NotingStory canEdit notingKey={notingKeys.organizerAnswer} />;
  },
};

export const NotingEditor: Story = {
  render: () => (
    <NotingEditorDialog
      notingKey={notingKeys.signupForm}
      noting={notings[notingKeys.signupForm]}
      onClose={() => undefined}
      save={() => new Promise(() => undefined)}
    />
  ),
};

export const NotingEditorSaveFailure: Story = {
  render: () => (
    <NotingEditorDialog
      notingKey={notingKeys.signupForm}
      noting={notings[notingKeys.signupForm]}
      onClose={() => undefined}
      save={() => Promise.reject(new ApiRequestError(403, '管理者のみ実行できます', 'Only managers can do this'))}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: /保存する|Save/ }));
    await expect(await body.findByRole('alert')).toHaveTextContent(/管理者のみ|Only managers/);
  },
};
