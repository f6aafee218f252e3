import { describe, expect, it } from 'vitest'
import {
  addConnectedNamespace,
  formatConnectedNamespaces,
  parseConnectedNamespaces,
  removeConnectedNamespace,
} from './connectedNamespaces.js'

describe('connected namespaces', () => {
  it('[STORE-010] format joins namespaces with commas', () => {
    expect(formatConnectedNamespaces(['eip155', 'solana'])).toBe('eip155,solana')
  })

  it('[STORE-010] parse reads the comma-joined form in order', () => {
    expect(parseConnectedNamespaces('eip155,solana')).toEqual(['eip155', 'solana'])
    expect(parseConnectedNamespaces(undefined)).toEqual([])
    expect(parseConnectedNamespaces('')).toEqual([])
  })

  it('[STORE-011] parse and format drop duplicates and unknown parts', () => {
    expect(parseConnectedNamespaces('eip155,cosmos,eip155, solana')).toEqual(['eip155', 'solana'])
    expect(formatConnectedNamespaces(['solana', 'solana'])).toBe('solana')
  })

  it('[STORE-011] add appends only when absent', () => {
    const namespaces = ['eip155'] as const
    expect(addConnectedNamespace(namespaces, 'solana')).toEqual(['eip155', 'solana'])
    expect(addConnectedNamespace(namespaces, 'eip155')).toBe(namespaces)
  })

  it('[STORE-011] remove deletes the namespace', () => {
    expect(removeConnectedNamespace(['eip155', 'solana'], 'eip155')).toEqual(['solana'])
    expect(removeConnectedNamespace(['solana'], 'bip122')).toEqual(['solana'])
  })
})
