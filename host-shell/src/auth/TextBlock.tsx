import { useEffect, useState } from 'react';
import { type TextBlock as TextBlockData, type TextBlockCode } from '@portal/shared-contracts';
import { fetchTextBlock } from '@portal/shared-contracts/sdk/core';

function useTextBlock(code: TextBlockCode): TextBlockData | null {
  const [block, setBlock] = useState<{ code: TextBlockCode; data: TextBlockData | null } | null>(null);
  useEffect(() => {
    let live = true;
    fetchTextBlock(code)
      .catch((error: unknown) => {
        // Instructions are a help, not a condition: the page works without them.
        console.error(`Text block ${code} could not be loaded`, error);
        return null;
      })
      .then((data) => live && setBlock({ code, data }));
    return () => {
      live = false;
    };
  }, [code]);
  return block?.code === code ? block.data : null;
}

/**
 * An administrator-edited text block (spec 3), or nothing when there is none. Its HTML is
 * rendered as written: the identity service sanitises it when it is saved and again when read.
 */
export function TextBlock({ code }: { code: TextBlockCode }) {
  const block = useTextBlock(code);
  if (!block?.isVisible) return null;
  const html = <div className="text-block" dangerouslySetInnerHTML={{ __html: block.html }} />;
  if (block.displayFormat !== 'Card') return html;
  return (
    <div className="text-block-card">
      <h2>{block.title}</h2>
      {html}
    </div>
  );
}
