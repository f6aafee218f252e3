import { fc } from '@fast-check/vitest'
import type * as z from 'zod/mini'

type Definition = {
  type: string
  checks?: { _zod: { def: { check: string; minimum?: number } } }[]
  shape?: Record<string, z.core.$ZodType>
  element?: z.core.$ZodType
  valueType?: z.core.$ZodType
  options?: z.core.$ZodType[]
  innerType?: z.core.$ZodType
  in?: z.core.$ZodType
  values?: unknown[]
  entries?: Record<string, string>
}

const definitionOf = (schema: z.core.$ZodType): Definition =>
  (schema as unknown as { _zod: { def: Definition } })._zod.def

/** Keys that fast-check may generate but that no JSON body of ours uses. */
const safeKey = fc.string().filter((key) => key !== '__proto__')

/**
 * A fast-check arbitrary of inputs that `schema` accepts, for the zod types our response schemas
 * use (objects, arrays, records, unions, optional/nullable, transforms). Test-only.
 */
export function arbitraryFromSchema(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const definition = definitionOf(schema)
  switch (definition.type) {
    case 'string': {
      const minLength = definition.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def
        .minimum
      return fc.string({ minLength: minLength ?? 0 })
    }
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'boolean':
      return fc.boolean()
    case 'unknown':
      return fc.jsonValue()
    case 'literal':
      return fc.constantFrom(...(definition.values ?? []))
    case 'enum':
      return fc.constantFrom(...Object.values(definition.entries ?? {}))
    case 'array':
      return fc.array(arbitraryFromSchema(definition.element as z.core.$ZodType), { maxLength: 3 })
    case 'record':
      return fc.dictionary(safeKey, arbitraryFromSchema(definition.valueType as z.core.$ZodType), {
        maxKeys: 3,
      })
    case 'union':
      return fc.oneof(...(definition.options ?? []).map(arbitraryFromSchema))
    case 'optional':
      return fc.option(arbitraryFromSchema(definition.innerType as z.core.$ZodType), { nil: undefined })
    case 'nullable':
      return fc.option(arbitraryFromSchema(definition.innerType as z.core.$ZodType), { nil: null })
    case 'pipe':
      return arbitraryFromSchema(definition.in as z.core.$ZodType)
    case 'object': {
      const shape = definition.shape ?? {}
      const keys = Object.keys(shape)
      const requiredKeys = keys.filter(
        (key) => definitionOf(shape[key] as z.core.$ZodType).type !== 'optional',
      )
      const fields = Object.fromEntries(
        keys.map((key) => [key, arbitraryFromSchema(shape[key] as z.core.$ZodType)]),
      )
      return fc.record(fields, { requiredKeys })
    }
    default:
      throw new Error(`arbitraryFromSchema: unsupported zod type ${definition.type}`)
  }
}
