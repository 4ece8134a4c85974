import { afterEach, describe, expect, it, vi } from 'vitest';
import { share } from './share-button.tsx';

const content = { title: 'Installer Club', text: 'Join here:', url: 'https://club.example/register' };

/** Gives the page a clipboard that keeps what it is given (or refuses). */
function clipboard(refuse = false) {
  const kept: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: {
      writeText: async (text: string) => {
        if (refuse) throw new DOMException('Not allowed', 'NotAllowedError');
        kept.push(text);
      },
    },
  });
  return kept;
}

describe('sharing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the device's share sheet with the title, the text and the link", async () => {
    const kept = clipboard();
    const sheet = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: sheet });
    expect(await share(content)).toBeNull();
    expect(sheet).toHaveBeenCalledWith(content);
    expect(kept).toEqual([]);
  });

  it('says nothing and throws nothing when the person closes the sheet', async () => {
    const kept = clipboard();
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    });
    await expect(share(content)).resolves.toBeNull();
    expect(kept).toEqual([]);
  });

  it('copies the text and the link where there is no share sheet, or where it is refused', async () => {
    let kept = clipboard();
    expect(await share(content)).toBe('copied');
    expect(kept).toEqual(['Join here: https://club.example/register']);

    kept = clipboard();
    vi.stubGlobal('navigator', {
      ...navigator,
      share: async () => {
        throw new DOMException('Not allowed', 'NotAllowedError');
      },
    });
    expect(await share(content)).toBe('copied');
    expect(kept).toHaveLength(1);
  });

  it('asks to copy the link by hand when even copying is refused', async () => {
    clipboard(true);
    document.execCommand = () => false;
    expect(await share(content)).toBe('manual');
  });
});
