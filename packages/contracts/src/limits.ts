/** Business constants of spec §5 and §9 that both the server and the web app enforce. */
export const limits = {
  userName: { min: 5, max: 100 },
  email: { min: 5, max: 100 },
  document: { min: 5, max: 20 },
  personName: { min: 2, max: 50 },
  phone: { min: 5, max: 20 },
  password: { min: 8, max: 50 },
  companyName: { min: 2, max: 150 },
  domain: { min: 3, max: 100 },
  taxId: { min: 5, max: 20 },
  roleName: { min: 3, max: 100 },
  roleDescription: 250,
  workGroupName: { min: 4, max: 50 },
  apiAccountName: { min: 3, max: 70 },
  groupMembers: { min: 2, max: 50 },
  listName: { min: 2, max: 100 },
  formName: { min: 5, max: 250 },
  formDescription: { min: 4, max: 500 },
  /** Spec §5 and §9: a workflow's name and description, and the list's name filter. */
  workflowName: { min: 4, max: 100 },
  workflowDescription: { min: 4, max: 150 },
  workflowListName: { min: 2, max: 100 },
  /** Spec §5 and §9: a step's responsibles, deadline and e-mail. */
  responsibleUsers: { min: 2, max: 50 },
  stepDuration: { min: 1, max: 999 },
  stepMinimumMs: 5000,
  emailRecipients: 50,
  emailBody: 250,
  /** Spec §5: a comment and a reason given at a task (4–1000); tasks interrupted at once. */
  comment: { min: 4, max: 1000 },
  processBatch: { max: 20 },
  /** Spec §5/§9: tasks worked at once in batch (2–20), and reassigned by process management (1–20). */
  taskBatch: { min: 2, max: 20 },
  managedReassign: { min: 1, max: 20 },
  /** Spec §5: the people a free task is asked of, and those told of it (1–20, 0–20). */
  freeTaskPeople: { max: 20 },
  /** Filing numbers the task box searches at once, and the length of the text that lists them. */
  inboxNumbers: { count: 20, length: 500 },
  /** A saved view of the task box: its name, and the length of the address query it keeps. */
  taskViewName: { min: 2, max: 60 },
  taskViewQuery: 2000,
  sequenceLength: { min: 1, max: 10 },
  listItemName: { min: 1, max: 150 },
  membersPerAdd: 50,
  failedLoginsBeforeLock: 3,
  /** An unknown login name's failures are forgotten this long after the last one. */
  loginFailureMemoryHours: 24,
  /**
   * Anti-automation (ASVS V2.2.1): attempts per client address and per account in a window. Wide
   * enough for an office behind one address, narrow enough to make guessing and mail bombing slow.
   */
  rateLimits: {
    login: { perAddress: 200, perAccount: 10, windowSeconds: 300, forgetAccountOnSuccess: true },
    passwordResetRequest: {
      perAddress: 20,
      perAccount: 3,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    passwordReset: {
      perAddress: 20,
      perAccount: 10,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    /** A signer's link: each call about it (its page, a code asked, a code tried, signing). */
    signing: {
      perAddress: 120,
      perAccount: 60,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    /**
     * The public verification of a signed document, by its code: a person checks a few
     * documents; guessing codes (122 random bits) is slowed further by the address's window.
     */
    verification: {
      perAddress: 60,
      perAccount: 30,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    /**
     * The citizen window (issue 47): its page read, a PQRS filed (each also pays a proof of work),
     * and a PQRS tracked by its number and code. A person files a few; a company's window takes
     * its public's filings, counted by its domain; a tracked number's codes cannot be guessed.
     */
    windowRead: {
      perAddress: 300,
      perAccount: 20_000,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    windowFiling: {
      perAddress: 20,
      perAccount: 5000,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    windowTracking: {
      perAddress: 120,
      perAccount: 20,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
    /**
     * What a petitioner adds to their PQRS (a text, files): counted apart from reading it, since
     * each sending stores what it carries; a PQRS takes a few a day, an address a few PQRS'.
     */
    windowUpload: {
      perAddress: 30,
      perAccount: 10,
      windowSeconds: 3600,
      forgetAccountOnSuccess: false,
    },
  },
  /**
   * Spec §5/§9 signature requests: 1–10 signatories, 1–60 days, phones of 10–20 characters; the
   * built-in provider's one-time code: 6 digits, 10 minutes, 3 tries, 3 sends a link.
   */
  signatures: {
    signatories: { min: 1, max: 10 },
    days: { min: 1, max: 60 },
    phone: { min: 10, max: 20 },
    name: { min: 2, max: 100 },
    document: { min: 5, max: 20 },
    codeDigits: 6,
    codeMinutes: 10,
    codeTries: 3,
    codeSends: 3,
    /** A drawn signature as a PNG data address, at most this long. */
    graphicMaxChars: 200_000,
    /**
     * A signer's photo evidence: a phone camera's picture fits in 10 MB; it must show a face (160
     * pixels a side at least) and decode in bounded memory (8,000 a side, 40 megapixels, as its
     * header declares). It is kept re-encoded, at most 1,024 pixels a side.
     */
    photo: {
      maxBytes: 10 * 1024 * 1024,
      minSide: 160,
      maxSide: 8000,
      maxPixels: 40_000_000,
      keptSide: 1024,
    },
  },
  passwordResetHours: 24,
  passwordExpiryWarningDays: 7,
  avatarMaxBytes: 1024 * 1024,
  /** Larger than any photo a 1 MB file holds; what a browser showing it decodes stays bounded. */
  avatarMaxPixels: { width: 4096, height: 4096 },
  /** Spec §5: the sticker's logo (jpg/png, 6 KB, 140×120 px); the label is a common 100×50 mm. */
  sticker: {
    logoMaxBytes: 6144,
    logoMaxPixels: { width: 140, height: 120 },
    label: { widthMm: 100, heightMm: 50 },
    fontSize: { min: 6, max: 16 },
  },
  /** Spec §5/§9: a date range spans 30 days at most (the audit log, the task box, process management). */
  dateRangeDays: 30,
  pageSizes: [10, 20, 50, 100, 300, 1000] as const,
  maxPageSize: 1000,
  requestTimeoutMs: 180_000,
  fieldLabel: { min: 1, max: 100 },
  /** Bounds of a text field's value when the designer leaves len_min_chars / len_max_chars empty. */
  fieldText: { min: 1, max: 1000 },
  integerDigits: 18,
  lookupFields: 2,
  /** The lookup modal's rows per page (spec §9). */
  lookupPageSize: 5,
  /**
   * How far the lookup modal counts what a search finds: it is a picker, narrowed by typing more,
   * and counting further read as many records again.
   */
  lookupCountCap: 1_000,
  /** A record's subject: a general text of spec §5. */
  recordSubject: { min: 4, max: 1000 },
  /** Why a record is cancelled: a general text of spec §5. */
  cancelReason: { min: 4, max: 1000 },
  stickerFields: 4,
  /** Spec §5 record filter: at most 3 criteria, each value 1–30 characters. */
  filterCriteria: 3,
  searchValue: { min: 1, max: 30 },
  /** The words of a full-text search. */
  searchText: 100,
  /** Spec §5: a filing number holds digits and hyphens only (1-20210512-0001). */
  recordNumber: { max: 40 },
  /** A file's subject: a general text of spec §5. */
  fileSubject: { min: 4, max: 1000 },
  /**
   * Spec §5/§9 upload limits: new companies start with these, each company may change them. A
   * request may carry at most `maxFilesCeiling` whatever the company says.
   */
  uploads: {
    maxFiles: 3,
    maxFilesCeiling: 10,
    maxBytes: 5_242_880,
    maxBytesCeiling: 104_857_600,
    minBytes: 1,
    nameMax: 100,
    nameMaxRange: { min: 5, max: 255 },
  },
  /** Spec §4/§9 trash: the reason, the files one action takes, the days before the purge. */
  trashReason: { min: 4, max: 150 },
  trashSelection: { min: 1, max: 5 },
  // A legal hold's reason, case and authority (issue 50 §3); the records of a search it freezes.
  holdText: { min: 3, max: 500 },
  holdRecords: { max: 1000 },
  trashRetentionDays: 30,
  /** Spec §5/§9 exports: records an export may hold, exports in progress a company, days kept. */
  exports: { maxRecords: 2000, inProgress: 3, keptDays: 7 },
  /** Date pickers: years from 1950 to 80 years ahead, times in 5-minute steps (spec §5, §9). */
  dateFirstYear: 1950,
  dateYearsAhead: 80,
  dateStepMinutes: 5,
} as const;

export const APP_VERSION = '1.175.0';
