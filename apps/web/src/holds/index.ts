/** What other screens use of legal holds: the banner of the holds on what they show, and placing one there. */
export { HoldsBanner, PlaceHoldButton } from './HoldsBanner.tsx';
