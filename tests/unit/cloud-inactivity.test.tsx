import { act, fireEvent, render } from '@testing-library/react';
import { InactivityLogout } from '@/app/user-cloud/_components/inactivity-logout';
import { setRunningUploads } from '@/lib/client/upload-activity';

// 30 minutes without input logs the cloud user out; input resets the timer,
// and an upload in progress counts as activity (lib/client/upload-activity.ts), so it is never cut.

const logout = jest.fn(async () => true);
jest.mock('@/components/auth/use-logout', () => ({ useLogout: () => ({ logout, pending: false }) }));

const MINUTE = 60_000;

beforeEach(() => {
  jest.useFakeTimers();
  logout.mockClear();
  setRunningUploads(0);
});
afterEach(() => {
  jest.useRealTimers();
  setRunningUploads(0);
});

const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

it('logs out after 30 minutes without input, not before', async () => {
  render(<InactivityLogout />);
  await wait(29 * MINUTE);
  expect(logout).not.toHaveBeenCalled();
  await wait(MINUTE + 1);
  expect(logout).toHaveBeenCalledTimes(1);
});

it('counts key, mouse, scroll, touch and pointer input as activity', async () => {
  render(<InactivityLogout />);
  for (const event of ['keyDown', 'mouseMove', 'mouseDown', 'scroll', 'touchStart', 'pointerMove'] as const) {
    await wait(20 * MINUTE);
    fireEvent[event](window);
  }
  await wait(20 * MINUTE);
  expect(logout).not.toHaveBeenCalled();
  await wait(10 * MINUTE + 1);
  expect(logout).toHaveBeenCalledTimes(1);
});

it('never cuts an upload in progress, and starts counting again when it ends', async () => {
  render(<InactivityLogout />);
  setRunningUploads(2);
  await wait(3 * 30 * MINUTE);
  expect(logout).not.toHaveBeenCalled();
  setRunningUploads(0);
  await wait(29 * MINUTE);
  expect(logout).not.toHaveBeenCalled();
  await wait(2 * MINUTE);
  expect(logout).toHaveBeenCalledTimes(1);
});
