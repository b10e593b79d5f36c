/** The screen's one h1, named by the route table; both shells put it above the screen. */
export function ScreenTitle({ title }: { title: string }) {
  return <h1 className="plain-title">{title}</h1>;
}
