/** What the other features use of stickers (decision 82). */
export { PrintStickerButton } from './PrintStickerButton.tsx';
