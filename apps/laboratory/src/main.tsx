import { StrictMode, version } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import './lab.css'

// Which React serves the page: the React 18 end-to-end run checks it is the one it means to test.
document.documentElement.dataset.reactVersion = version

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
