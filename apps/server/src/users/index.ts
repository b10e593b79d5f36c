import { passwordResetRequestJob } from './passwords.service.ts';

/**
 * What other features may use of users: a company's first administrator (company), logging in
 * (auth), the operator's unlock (cli), the users' counts (dashboard), members of roles and work
 * groups (roles, work groups), the users' search text (workflows), the scope of the people work
 * may go to (workflows, work groups), and a person's leaving work or becoming a query user, which
 * features that keep them in it refuse (src/subscriptions.ts). Everything else of the feature is its own.
 */
export {
  countMembers,
  groupMembership,
  type Membership,
  membershipPage,
  removeMember,
  requireJoining,
  roleMembership,
} from './members.service.ts';
export { checkPasswordLink } from './passwords.service.ts';
export { receivesWork } from './users.repo.ts';
export {
  clearFailedLogins,
  companyOfLoginName,
  countFailedLogin,
  createUserWithPassword,
  getUser,
  leavingWork,
  unlockByOperator,
  userCountsByStatus,
  userForLogin,
} from './users.service.ts';

/** The feature's background jobs, wired by src/jobs.ts. */
export const usersJobs = [passwordResetRequestJob];
