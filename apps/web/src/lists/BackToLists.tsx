import { paths } from '../app/routes.ts';
import { BackLink } from '../platform/BackLink.tsx';

export function BackToLists() {
  return <BackLink to={paths.listConsult} label="lists.back" testId="back-to-lists" />;
}
