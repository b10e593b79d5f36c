import type { CSSProperties, ReactNode } from 'react';

const twoLines: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
};

/**
 * A long text of a table's row in at most two lines of its column, the whole of it on hover, so
 * one long subject does not make its row a column of words. `children` shows the text otherwise
 * (with a search's words marked); the detail screen shows it whole.
 */
export function ClampedText({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div title={text} style={twoLines}>
      {children ?? text}
    </div>
  );
}
