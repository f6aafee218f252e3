/** The `{name}` placeholders of a template, as a union of names. */
export type TemplatePlaceholders<template extends string> =
  template extends `${string}{${infer name}}${infer rest}` ? name | TemplatePlaceholders<rest> : never

/** A value that may fill a placeholder. */
export type TemplateValue = string | number | bigint

/**
 * Replaces each `{name}` of `template` with `values[name]`. A placeholder without a value is left
 * as written, so a missing parameter is visible instead of silently becoming 'undefined'.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, TemplateValue>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
}
