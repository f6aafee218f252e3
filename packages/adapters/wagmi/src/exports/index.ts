export { toViemChain } from '../chains/toViemChain.js'
