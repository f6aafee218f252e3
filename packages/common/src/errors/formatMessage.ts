import { fillTemplate, type TemplatePlaceholders, type TemplateValue } from './fillTemplate.js'

/** The placeholder values a template needs, e.g. `{ n: 12 }` for 'Please try again after {n} seconds'. */
export type MessageParameters<template extends string> = {
  readonly [name in TemplatePlaceholders<template>]: TemplateValue
}

/** No argument for a template without placeholders; exactly its parameters otherwise. */
export type FormatMessageArguments<template extends string> = [TemplatePlaceholders<template>] extends [never]
  ? []
  : [parameters: MessageParameters<template>]

/**
 * A catalogue text with its placeholders filled, typed from the text itself so a missing or
 * unknown placeholder does not compile. Pass the text from its domain table (`NETWORK_MESSAGES`,
 * `CORE_OPTIONS_MESSAGES`, …) rather than `ERROR_CATALOGUE`: a bundle then keeps only the domains
 * its code reads, not every text of Atrium.
 *
 * @example
 * formatMessage(RPC_MESSAGES.HTTP_STATUS, { status: 404 }) // 'HTTP status code: 404'
 */
export function formatMessage<template extends string>(
  template: template,
  ...[parameters]: FormatMessageArguments<template>
): string {
  return fillTemplate(template, parameters)
}
