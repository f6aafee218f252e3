'use client'

import type { Namespace } from '@atrium/common'
import {
  getActiveCaipNetwork,
  getSendableTokens,
  type SendState,
  type TokenBalance,
  updateSendForm,
} from '@atrium/core'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What the Send view draws besides the send store: the adapter's verdicts, which are not state of the form. */
export type SendFormChecks = {
  /** The adapter's verdict on the receiver; `undefined` while it is asked or the field is empty. */
  readonly receiverValid: boolean | undefined
  /** Why the last fee estimate failed, in readable words. */
  readonly feeError: string | undefined
}

const NO_BALANCES: readonly TokenBalance[] = []

const selectForm = (state: SendState) => ({
  token: state.token,
  amount: state.sendTokenAmount,
  receiver: state.receiverAddress,
})

/**
 * Keeps the send store's picker list in step with the account (its native balance, and its tokens
 * on the active network when the adapter can send tokens), asks the adapter about the receiver each time it changes and
 * asks for the fee each time the token, amount or receiver changes (core's `estimateFee` waits
 * for a pause in the typing). Answers for an older form are dropped (core does it for the fee).
 */
export function useSendForm(namespace: Namespace | undefined): SendFormChecks {
  const appKit = useAppKitContext()
  const { account, network, send } = appKit.stores
  const caipNetwork = useStore(network, getActiveCaipNetwork)
  const chain = useStore(
    account,
    useShallow((state) => {
      const entry = namespace === undefined ? undefined : state.chains[namespace]
      return { tokenBalance: entry?.tokenBalance ?? NO_BALANCES, balance: entry?.balance }
    }),
  )
  const form = useStore(send, useShallow(selectForm))
  const [receiverValid, setReceiverValid] = useState<boolean | undefined>(undefined)
  const [feeError, setFeeError] = useState<string | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the balances the picker shows are read once per visit
  useEffect(() => {
    void appKit.fetchBalance()
    void appKit.fetchTokenBalances?.()
  }, [])

  const [canTransferTokens, setCanTransferTokens] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another namespace is another adapter to ask
  useEffect(() => {
    let current = true
    void appKit.send?.canTransferTokens().then((can) => {
      if (current) setCanTransferTokens(can)
    })
    return () => {
      current = false
    }
  }, [appKit.send, namespace])

  useEffect(() => {
    updateSendForm(
      { send },
      { tokenBalances: getSendableTokens({ ...chain, caipNetwork, canTransferTokens }) },
    )
  }, [send, chain, caipNetwork, canTransferTokens])

  useEffect(() => {
    const receiver = form.receiver?.trim() ?? ''
    setReceiverValid(undefined)
    if (receiver === '' || appKit.send === undefined) return
    let current = true
    void appKit.send.isReceiverValid(receiver).then((valid) => {
      if (current) setReceiverValid(valid)
    })
    return () => {
      current = false
    }
  }, [appKit.send, form.receiver])

  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit of the form is a new transaction to estimate
  useEffect(() => {
    if (form.token === undefined || appKit.send === undefined) return
    void appKit.send.estimateFee().then((result) => {
      if (result.status === 'failed') setFeeError(result.message)
      if (result.status === 'estimated') setFeeError(undefined)
    })
  }, [appKit.send, form.token, form.amount, form.receiver])

  return { receiverValid, feeError }
}
