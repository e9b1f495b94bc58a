import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastView } from '../src/kit/ToastView';
import { FallbackToast, type ToastViewProps } from '../src/kit/toast';

const noop = () => undefined;
const toast = (severity: ToastViewProps['toast']['severity'], text: string): ToastViewProps => ({
  toast: { id: 1, severity, text: { ja: text, en: text }, durationMs: 600_000 },
  text,
  closeText: '閉じる',
  onClose: noop,
});

/** The toast at the bottom of every page: MUI's snackbar once its code is in, and the plain alert when that code could not load. */
const meta = { title: 'App/Toasts', component: ToastView } satisfies Meta<typeof ToastView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: toast('success', '回答を送信しました') };
export const Failure: Story = { args: toast('error', 'エラー: 通信できませんでした (Error: could not reach the server)') };
export const WithoutTheSnackbarCode: Story = { args: toast('error', 'エラー: 通信できませんでした'), render: (args) => <FallbackToast {...args} /> };
