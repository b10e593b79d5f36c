import { paths } from '../app/paths.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToLists() {
  return <BackLink to={paths.listConsult} label="lists.back" testId="back-to-lists" />;
}
