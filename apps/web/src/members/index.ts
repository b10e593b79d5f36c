/** What the other features use of members (decision 82). */
export { MemberPicker } from './MemberPicker.tsx';
export { MembersPanel } from './MembersPanel.tsx';
export { type CandidateSource, type MemberOwner, memberRefusals } from './useMembers.ts';
