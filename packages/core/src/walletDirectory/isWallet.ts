import {
  isArrayOf,
  isBoolean,
  isNullish,
  isObjectWith,
  isOptional,
  isString,
} from '../storage/shapeGuards.js'
import type { Wallet } from './walletSchema.js'

const isText = isNullish(isString)

/** [STORE-006] A stored wallet of the directory: the shape `walletSchema` gives, checked without zod. */
export const isWallet = isObjectWith<Wallet>({
  id: (value): value is string => typeof value === 'string' && value.length > 0,
  name: isString,
  image_id: isText,
  image_url: isText,
  rdns: isText,
  homepage: isText,
  mobile_link: isText,
  desktop_link: isText,
  webapp_link: isText,
  app_store: isText,
  play_store: isText,
  chrome_store: isText,
  chains: isNullish(isArrayOf(isString)),
  badge_type: isText,
  installed: isOptional(isBoolean),
})
