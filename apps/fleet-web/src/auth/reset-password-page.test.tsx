import { MESSAGES } from '@fleet/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../app/app';
import { createTestApp, json } from '../testing/create-test-app';

function resetApi() {
  const sent: unknown[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    sent.push(await request.clone().json());
    return json({ success: false, error: MESSAGES.passwordTooWeak, code: 'INVALID_INPUT' }, 400);
  };
  return { fetchImpl, sent };
}

async function submit(password: string) {
  await userEvent.type(await screen.findByTestId('reset-password'), password);
  await userEvent.type(screen.getByTestId('reset-confirm-password'), password);
  await userEvent.click(screen.getByTestId('reset-submit'));
}

describe('the reset-password page', () => {
  it('refuses a new password under 12 characters before sending it', async () => {
    const api = resetApi();
    render(<App services={createTestApp('/reset-password/tok-1/demo%40demo.fleet', api.fetchImpl)} />);
    await submit('abcd1234');
    expect(await screen.findByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it("sends a long enough one and shows the server's too-weak text", async () => {
    const api = resetApi();
    render(<App services={createTestApp('/reset-password/tok-1/demo%40demo.fleet', api.fetchImpl)} />);
    await submit('password1234');
    expect((await screen.findByTestId('reset-error')).textContent).toBe(MESSAGES.passwordTooWeak);
    expect(api.sent).toEqual([{ token: 'tok-1', email: 'demo@demo.fleet', password: 'password1234', confirmPassword: 'password1234' }]);
  });
});
