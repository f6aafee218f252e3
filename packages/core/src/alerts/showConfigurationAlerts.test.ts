import { describe, expect, it } from 'vitest'
import { createAlertsStore } from './createAlertsStore.js'
import { showConfigurationAlerts } from './showConfigurationAlerts.js'

const configured = {
  projectId: 'project-1',
  initialCaipNetworkId: 'eip155:1',
  caipNetworkIds: ['eip155:1', 'eip155:10'],
} as const

describe('showConfigurationAlerts', () => {
  it('shows nothing for a complete configuration', () => {
    const alerts = createAlertsStore()
    expect(showConfigurationAlerts({ alerts }, configured)).toBeUndefined()
    expect(alerts.getState().alert).toBeUndefined()
  })

  it('[ERR-012][ERR-014] projectId: missing or blank shows Project ID Not Configured', () => {
    for (const projectId of [undefined, '', '  ']) {
      const alerts = createAlertsStore()
      expect(showConfigurationAlerts({ alerts }, { ...configured, projectId })).toBe(
        'ALERT_PROJECT_ID_NOT_CONFIGURED',
      )
      expect(alerts.getState().alert?.title).toBe('Project ID Not Configured')
    }
  })

  it('[ERR-006][ERR-014] initialCaipNetworkId: a network outside the configured ones shows Network Not Found', () => {
    const alerts = createAlertsStore()
    expect(showConfigurationAlerts({ alerts }, { ...configured, initialCaipNetworkId: 'eip155:8453' })).toBe(
      'ALERT_NETWORK_NOT_FOUND',
    )
    expect(alerts.getState().alert?.title).toBe('Network Not Found')
  })

  it('[ERR-006] caipNetworkIds: no initial network is never "not found"', () => {
    const alerts = createAlertsStore()
    expect(
      showConfigurationAlerts(
        { alerts },
        { ...configured, initialCaipNetworkId: undefined, caipNetworkIds: [] },
      ),
    ).toBeUndefined()
  })
})
