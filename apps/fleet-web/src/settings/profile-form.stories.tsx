import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'Web/ProfileForm',
  component: ProfileForm,
  args: {
    values: { displayName: 'Demo User', email: 'demo@demo.fleet', about: '', photoURL: '' },
    onValuesChange: fn(),
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('profile-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.values);
  },
};
export const Unchanged: Story = {
  args: { dirty: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profile-save')).toBeDisabled();
  },
};
export const InvalidEmail: Story = { args: { values: { displayName: 'Demo', email: 'nope', about: '', photoURL: '' }, errors: { email: 'Enter a valid email address' } } };
