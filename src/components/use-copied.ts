import { useEffect, useState } from 'react';

/** Copies a text; `copied` stays true for one second after a copy (spec 02 section 9: 'Copied' for 1 s). */
export function useCopied(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      // the spec only logs a copy failure; the code stays visible to copy by hand
      console.error('Copying failed', error);
    }
  };
  return { copied, copy };
}
