export { Spinner, type SpinnerProps } from '../primitives/Spinner.js'
export { CSS_VARIABLE_PREFIX, type ThemeTokens, toCssVariables } from '../theme/toCssVariables.js'
