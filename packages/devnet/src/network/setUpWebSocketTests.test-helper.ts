import { afterEach } from 'vitest'
import { WebSocket } from 'ws'

/** WebSockets for the tests of one file: `openSocket` tracks them, and each is dropped after its test. */
export function setUpWebSocketTests() {
  const sockets: WebSocket[] = []
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.terminate()
  })
  return {
    /** A WebSocket to `url`, once open. */
    async openSocket(url: string): Promise<WebSocket> {
      const socket = new WebSocket(url)
      sockets.push(socket)
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
      return socket
    },
  }
}
