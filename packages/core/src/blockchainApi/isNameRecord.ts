import {
  isArrayOf,
  isNumber,
  isObjectWith,
  isOptional,
  isRecordOf,
  isString,
} from '../storage/shapeGuards.js'
import type { NameRecord } from './nameRecordSchema.js'

/** [STORE-013] A cached account name: the shape `nameRecordSchema` gives, checked without zod. */
export const isNameRecord = isObjectWith<NameRecord>({
  name: isString,
  registered: isOptional(isNumber),
  updated: isOptional(isNumber),
  addresses: isRecordOf(isObjectWith({ address: isString, created: isOptional(isNumber) })),
  attributes: isOptional(isArrayOf(isRecordOf(isString))),
})
