import { isEither, isObjectWith, isString } from '../storage/shapeGuards.js'
import type { Identity } from './identitySchema.js'

const isNull = (value: unknown): value is null => value === null

/** [STORE-013] A cached identity: the shape `identitySchema` gives (absent values as `null`), checked without zod. */
export const isIdentity = isObjectWith<Identity>({
  name: isEither(isString, isNull),
  avatar: isEither(isString, isNull),
})
