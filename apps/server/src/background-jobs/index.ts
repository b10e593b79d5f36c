/**
 * What other features may use of the failed background jobs: nothing. The screen reads the
 * platform's jobs table; the features that queue jobs know nothing of it.
 */
export {};
