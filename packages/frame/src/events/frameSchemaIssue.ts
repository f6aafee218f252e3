import { FRAME_MESSAGES } from '@atrium/common'
import type { z } from 'zod'
import { FrameError } from '../errors/FrameError.js'

/**
 * [FRAME-011] zod's issue texts replaced by the spec's two: 'Required' when the field is missing,
 * 'Invalid input' for any other failure.
 */
const frameIssueText = (issue: { readonly input?: unknown }): string =>
  issue.input === undefined ? FRAME_MESSAGES.FRAME_SCHEMA_REQUIRED : FRAME_MESSAGES.FRAME_SCHEMA_INVALID_INPUT

export type FrameParseResult<value> =
  | { readonly success: true; readonly data: value }
  | { readonly success: false; readonly error: FrameError }

/**
 * [FRAME-011] Parses `data` with `schema`; a failure becomes a `FrameError` coded
 * `FRAME_SCHEMA_REQUIRED` or `FRAME_SCHEMA_INVALID_INPUT` after its first issue, with the path
 * in `details`. Never throws, also on input too deeply nested for the parser's stack.
 */
export function parseFrameSchema<schema extends z.ZodType>(
  schema: schema,
  data: unknown,
): FrameParseResult<z.output<schema>> {
  let result: z.ZodSafeParseResult<z.output<schema>>
  try {
    result = schema.safeParse(data, { error: frameIssueText })
  } catch (cause) {
    return { success: false, error: new FrameError('FRAME_SCHEMA_INVALID_INPUT', { cause }) }
  }
  if (result.success) return { success: true, data: result.data }
  const [issue] = result.error.issues
  const code =
    issue?.message === FRAME_MESSAGES.FRAME_SCHEMA_REQUIRED
      ? 'FRAME_SCHEMA_REQUIRED'
      : 'FRAME_SCHEMA_INVALID_INPUT'
  return {
    success: false,
    error: new FrameError(code, issue === undefined ? {} : { details: `at ${JSON.stringify(issue.path)}` }),
  }
}
