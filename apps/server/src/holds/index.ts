/**
 * What other features may use of legal holds: the one guard their changing services call before
 * they write, whether a hold covers a thing (the purge skips it), and the holds covering it as its
 * screens show them. Holds import none of those features: they name what they change by its ids.
 */
export { ensureNotHeld, type HoldScopeOf, heldBy, isHeld } from './holds.service.ts';
