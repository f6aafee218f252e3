import { describe, expect, it, vi } from 'vitest'
import { createLazyLoader } from './createLazyLoader.js'

describe('createLazyLoader', () => {
  it('loads once for every caller, and peek gives the value only once it has loaded', async () => {
    const load = vi.fn(async () => 'module')
    const loader = createLazyLoader(load)
    expect(loader.peek()).toBeUndefined()
    const [first, second] = await Promise.all([loader.load(), loader.load()])
    expect([first, second, await loader.load()]).toEqual(['module', 'module', 'module'])
    expect(load).toHaveBeenCalledOnce()
    expect(loader.peek()).toBe('module')
  })

  it('forgets a failed load: the callers waiting on it see the error, the next call tries again', async () => {
    const load = vi.fn<() => Promise<string>>()
    load.mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce('module')
    const loader = createLazyLoader(load)
    await expect(Promise.all([loader.load(), loader.load()])).rejects.toThrow('chunk lost')
    expect(loader.peek()).toBeUndefined()
    expect(await loader.load()).toBe('module')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
