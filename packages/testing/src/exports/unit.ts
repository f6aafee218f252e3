export { installLayout, type LaidOutSize } from '../dom/installLayout.js'
export { getFocused, getReadText, pressEnter, pressTab, tabTo } from '../dom/keyboard.js'
export {
  type CreateMemoryAdapterParameters,
  createMemoryAdapter,
  type MemoryAdapter,
} from '../memory/createMemoryAdapter.js'
export {
  type CollectModuleImportsParameters,
  collectModuleImports,
  type ModuleImports,
} from '../modules/collectModuleImports.js'
export { createEip191SiwxVerifier } from '../siwx/createEip191SiwxVerifier.js'
