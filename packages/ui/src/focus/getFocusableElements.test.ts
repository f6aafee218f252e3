import { expect, it } from 'vitest'
import { getFocusableElements } from './getFocusableElements.js'

it('lists what Tab reaches, in document order', () => {
  const container = document.createElement('div')
  container.innerHTML = `
    <a href="#a">link</a><a>no href</a>
    <button>enabled</button><button disabled>disabled</button>
    <input aria-label="field"><input type="hidden"><input disabled aria-label="off">
    <textarea aria-label="area"></textarea><select aria-label="pick"></select>
    <div tabindex="0">tabbable</div><div tabindex="-1">programmatic</div>
    <div hidden><button>in hidden</button></div><div inert><button>in inert</button></div>
    <span contenteditable="true">edit</span>`
  document.body.append(container)
  expect(
    getFocusableElements(container).map(
      (element) => element.textContent || element.getAttribute('aria-label'),
    ),
  ).toEqual(['link', 'enabled', 'field', 'area', 'pick', 'tabbable', 'edit'])
  container.remove()
})
