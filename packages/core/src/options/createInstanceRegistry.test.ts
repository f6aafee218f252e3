import { describe, expect, it } from 'vitest'
import { AppKitNotCreatedError } from '../errors/options.js'
import { createInstanceRegistry } from './createInstanceRegistry.js'

describe('createInstanceRegistry', () => {
  it('[OPT-008] creates the instance once; a second create returns the first', () => {
    const registry = createInstanceRegistry<{ id: number }>()
    let created = 0
    const create = () => ({ id: ++created })
    const first = registry.getOrCreate(create)
    const second = registry.getOrCreate(create)
    expect(second).toBe(first)
    expect(created).toBe(1)
    expect(registry.get()).toBe(first)
    expect(registry.has()).toBe(true)
  })

  it('[OPT-008] onDuplicate: is told about the ignored second create', () => {
    let duplicates = 0
    const registry = createInstanceRegistry<string>({ onDuplicate: () => duplicates++ })
    registry.getOrCreate(() => 'a')
    registry.getOrCreate(() => 'b')
    expect(duplicates).toBe(1)
  })

  it('[OPT-007] get before create throws AppKitNotCreatedError with the spec message', () => {
    const registry = createInstanceRegistry<string>()
    expect(registry.has()).toBe(false)
    expect(() => registry.get()).toThrow(AppKitNotCreatedError)
    expect(() => registry.get()).toThrowErrorMatchingInlineSnapshot(
      `[AppKitNotCreatedError: Please call "createAppKit" before using "useAppKit" hook]`,
    )
  })

  it('[OPT-008] clear forgets the instance; registries are independent', () => {
    const registry = createInstanceRegistry<string>()
    registry.getOrCreate(() => 'a')
    registry.clear()
    expect(registry.getOrCreate(() => 'b')).toBe('b')
    expect(createInstanceRegistry<string>().has()).toBe(false)
  })
})
