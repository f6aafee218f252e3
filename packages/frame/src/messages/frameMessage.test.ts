import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  APP_EVENT_KEY,
  FRAME_EVENT_KEY,
  isFrameProtocolType,
  parseFrameMessageEnvelope,
} from './frameMessage.js'

const NUM_RUNS = { numRuns: 10_000 }
const protocolType = fc
  .tuple(fc.string(), fc.constantFrom(FRAME_EVENT_KEY, APP_EVENT_KEY), fc.string())
  .map(([before, key, after]) => `${before}${key}${after}`)

describe('frame message envelope', () => {
  it('[FRAME-012] accepts types that contain the frame or the app event key', () => {
    expect(isFrameProtocolType(`${FRAME_EVENT_KEY}READY`)).toBe(true)
    expect(isFrameProtocolType(`${APP_EVENT_KEY}GET_USER`)).toBe(true)
    expect(
      parseFrameMessageEnvelope({ type: `${FRAME_EVENT_KEY}GET_USER_SUCCESS`, id: 'a', payload: { x: 1 } }),
    ).toEqual({
      type: `${FRAME_EVENT_KEY}GET_USER_SUCCESS`,
      id: 'a',
      payload: { x: 1 },
    })
  })

  it('[FRAME-012] ignores messages of other protocols', () => {
    expect(parseFrameMessageEnvelope({ type: 'webpackOk' })).toBeUndefined()
    expect(parseFrameMessageEnvelope({ type: `${FRAME_EVENT_KEY}X`, id: '' })).toBeUndefined()
    expect(parseFrameMessageEnvelope('@atrium-frame/READY')).toBeUndefined()
  })

  test.prop(
    [protocolType, fc.option(fc.string({ minLength: 1 }), { nil: undefined }), fc.jsonValue()],
    NUM_RUNS,
  )('[FRAME-012] every protocol envelope parses and round-trips', (type, id, payload) => {
    const message = { type, ...(id === undefined ? {} : { id }), payload }
    expect(parseFrameMessageEnvelope(JSON.parse(JSON.stringify(message)))).toEqual(
      JSON.parse(JSON.stringify(message)),
    )
  })

  test.prop([fc.anything()], NUM_RUNS)('[FRAME-012] junk never throws', (junk) => {
    const parsed = parseFrameMessageEnvelope(junk)
    if (parsed !== undefined) expect(isFrameProtocolType(parsed.type)).toBe(true)
  })
})
