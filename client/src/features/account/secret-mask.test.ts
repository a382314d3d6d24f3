import { describe, expect, it } from 'vitest';
import { MASK, maskSecretIn } from './secret-mask.ts';

describe('the playlist link under a masked password', () => {
  it('hides the password wherever the link carries it, encoded or not', () => {
    const url = 'http://line.example/get.php?username=ada&password=p%40ss%20w0rd&type=m3u_plus';
    expect(maskSecretIn(url, 'p@ss w0rd')).toBe(`http://line.example/get.php?username=ada&password=${MASK}&type=m3u_plus`);
    expect(maskSecretIn('http://x/ada/tv-pass-123/1.m3u?p=tv-pass-123', 'tv-pass-123')).toBe(`http://x/ada/${MASK}/1.m3u?p=${MASK}`);
  });

  it('leaves a link without the password, or an empty password, as it is', () => {
    expect(maskSecretIn('http://x/list.m3u', 'secret')).toBe('http://x/list.m3u');
    expect(maskSecretIn('http://x/list.m3u', '')).toBe('http://x/list.m3u');
  });
});
