/** @jest-environment node */
import { z } from 'zod';
import { deferredSchema } from '@/components/forms/deferred-schema';

// A form schema loaded after the first paint (components/forms/deferred-schema.ts): loaded once,
// answering as the real schema once here, and tried again after a failed load.

const real = z.object({ email: z.string().min(1, 'Yêu cầu nhập email') });

test('loads once, then answers exactly as the real schema', async () => {
  const load = jest.fn(async () => ({ schemas: { login: real } }));
  const deferred = deferredSchema(load, (module) => module.schemas.login);
  expect(deferred.isReady()).toBe(false);
  expect(() => deferred.schema.safeParse({ email: '' })).toThrow('before the schema was loaded');

  const [first, second] = await Promise.all([deferred.preload(), deferred.preload()]);
  expect(first).toBe(real);
  expect(second).toBe(real);
  await deferred.preload();
  expect(load).toHaveBeenCalledTimes(1);
  expect(deferred.isReady()).toBe(true);
  expect(deferred.schema.safeParse({ email: '' })).toEqual(real.safeParse({ email: '' }));
  expect(deferred.schema.safeParse({ email: 'a@b.vn' })).toEqual({ success: true, data: { email: 'a@b.vn' } });
});

test('a failed load is tried again by the next preload', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('chunk not loaded')).mockResolvedValueOnce(real);
  const deferred = deferredSchema(load as () => Promise<typeof real>, (module) => module);
  await expect(deferred.preload()).rejects.toThrow('chunk not loaded');
  expect(deferred.isReady()).toBe(false);
  await expect(deferred.preload()).resolves.toBe(real);
  expect(deferred.isReady()).toBe(true);
  expect(load).toHaveBeenCalledTimes(2);
});
