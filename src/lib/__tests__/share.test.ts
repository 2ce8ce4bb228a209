import { copyText, profileShareTitle, profileUrl, shareOrCopy, shareProfile, type NavigatorLike } from '../share';

const ORIGIN = 'https://wayfare.example';

describe('shareProfile', () => {
  it('opens the share sheet with a title saying a profile is shared and the origin + username link', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);

    const outcome = await shareProfile('ana', {
      origin: ORIGIN,
      displayName: 'Ana Costa',
      navigatorLike: { share, clipboard: { writeText } },
    });

    expect(outcome).toBe('shared');
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({
      title: 'A Wayfare profile shared with you: Ana Costa (@ana)',
      url: 'https://wayfare.example/ana',
    });
    // The share sheet took it: nothing is copied behind the person's back.
    expect(writeText).not.toHaveBeenCalled();
  });

  it.each([
    ['the person cancels (AbortError)', new DOMException('Share canceled', 'AbortError')],
    ['the browser refuses (NotAllowedError)', new DOMException('No user activation', 'NotAllowedError')],
    ['anything else', new Error('boom')],
  ])('ignores share-sheet failures silently when %s', async (_label, failure) => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValue(failure);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);

    await expect(
      shareProfile('ana', { origin: ORIGIN, navigatorLike: { share, clipboard: { writeText } } }),
    ).resolves.toBe('failed');
    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);

    const outcome = await shareProfile('ana', { origin: ORIGIN, navigatorLike: { clipboard: { writeText } } });

    expect(outcome).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://wayfare.example/ana');
  });

  it('copies the link when the share sheet cannot take it (canShare is false)', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const nav: NavigatorLike = { share, canShare: () => false, clipboard: { writeText } };

    await expect(shareProfile('ana', { origin: ORIGIN, navigatorLike: nav })).resolves.toBe('copied');
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith('https://wayfare.example/ana');
  });

  it('reports a failure, without throwing, when neither sharing nor copying works', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('denied'));
    await expect(shareProfile('ana', { origin: ORIGIN, navigatorLike: { clipboard: { writeText } } })).resolves.toBe(
      'failed',
    );
    await expect(shareProfile('ana', { origin: ORIGIN, navigatorLike: {} })).resolves.toBe('failed');
  });

  it('uses the page origin by default', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    await shareProfile('ana', { navigatorLike: { share } });
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/ana` }));
  });
});

describe('profile links and titles', () => {
  it('joins the origin and the username with one slash', () => {
    expect(profileUrl('https://wayfare.example/', 'ana')).toBe('https://wayfare.example/ana');
    expect(profileUrl('https://wayfare.example', 'ana.b')).toBe('https://wayfare.example/ana.b');
  });

  it('names the username when the display name is not known', () => {
    expect(profileShareTitle('ana')).toBe('A Wayfare profile shared with you: @ana');
  });
});

describe('shareOrCopy', () => {
  const data: ShareData = { title: 'A trip', text: 'Come along', url: 'https://wayfare.example/trip/t1' };

  it('uses the share sheet when there is one, and copies nothing', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareOrCopy(data, { navigatorLike: { share, clipboard: { writeText } } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link, and says it copied, where there is no share sheet', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(shareOrCopy(data, { navigatorLike: { clipboard: { writeText } } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://wayfare.example/trip/t1');
  });

  it('copies the text the caller asks for instead of the bare link', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await shareOrCopy(data, { navigatorLike: { clipboard: { writeText } }, copy: 'Come along https://wayfare.example/trip/t1' });
    expect(writeText).toHaveBeenCalledWith('Come along https://wayfare.example/trip/t1');
  });
});

describe('copyText', () => {
  it('reports whether the clipboard took the text', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    await expect(copyText('GIFT-123', { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('GIFT-123');
    const refuse = vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('denied'));
    await expect(copyText('GIFT-123', { clipboard: { writeText: refuse } })).resolves.toBe(false);
    await expect(copyText('GIFT-123', {})).resolves.toBe(false);
  });
});
