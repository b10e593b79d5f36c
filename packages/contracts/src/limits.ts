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
  membersPerAdd: 50,
  failedLoginsBeforeLock: 3,
  passwordResetHours: 24,
  passwordExpiryWarningDays: 7,
  avatarMaxBytes: 1024 * 1024,
  auditRangeDays: 30,
  pageSizes: [10, 20, 50, 100, 300, 1000] as const,
  maxPageSize: 1000,
  requestTimeoutMs: 180_000,
} as const;

export const APP_VERSION = '1.175.0';
