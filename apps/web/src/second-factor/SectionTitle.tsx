/** A card's title as the screen's second heading level, below its h1 (as the company's cards). */
export function SectionTitle({ children }: { children: string }) {
  return <h2 style={{ fontSize: 16, margin: 0 }}>{children}</h2>;
}
