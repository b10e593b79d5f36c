import { BackLink } from '../platform/BackLink.tsx';
import { paths } from '../platform/paths.ts';

export function BackToLists() {
  return <BackLink to={paths.listConsult} label="lists.back" testId="back-to-lists" />;
}
