/** What the other features use of trd (decision 82). */
export { TrdPathPicker } from './TrdPathPicker.tsx';
