import { describe, expect, it } from 'vitest';
import { checkDemoAudio, sniffAudioFormat } from '../../../shared/admin/demo-call-audio';

const bytes = (text: string, pad = 16) =>
  new Uint8Array([...Buffer.from(text, 'latin1'), ...new Uint8Array(pad)]);

describe('demo-call audio checks', () => {
  it.each([
    ['ID3\x04', 'mp3'],
    ['\xff\xfb\x90\x00', 'mp3'],
    ['RIFF\x24\x00\x00\x00WAVE', 'wav'],
    ['OggS', 'ogg'],
    ['\x00\x00\x00\x20ftypM4A ', 'mp4'],
    ['\x1a\x45\xdf\xa3', 'webm'],
  ])('recognises %j as %s', (head, format) => {
    expect(sniffAudioFormat(bytes(head))).toBe(format);
  });

  it('recognises nothing in text or a PDF', () => {
    expect(sniffAudioFormat(bytes('phone,first_name'))).toBeNull();
    expect(sniffAudioFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffAudioFormat(bytes('RIFF\x24\x00\x00\x00AVI '))).toBeNull();
  });

  it('accepts a declared type whose bytes match, parameters ignored', () => {
    expect(checkDemoAudio('Audio/MPEG; charset=binary', bytes('ID3'))).toEqual({
      ok: true,
      contentType: 'audio/mpeg',
    });
    expect(checkDemoAudio('audio/x-m4a', bytes('\x00\x00\x00\x20ftyp'))).toMatchObject({
      ok: true,
    });
  });

  it('refuses other types, mismatched bytes, empty and oversized files', () => {
    const type = 'Audio must be an MP3, WAV, OGG, M4A or WebM file';
    expect(checkDemoAudio('video/mp4', bytes('\x00\x00\x00\x20ftyp'))).toEqual({
      ok: false,
      status: 415,
      message: type,
    });
    expect(checkDemoAudio('audio/ogg', bytes('ID3'))).toEqual({
      ok: false,
      status: 415,
      message: type,
    });
    expect(checkDemoAudio('audio/mpeg', new Uint8Array(0))).toEqual({
      ok: false,
      status: 400,
      message: 'Choose an audio file to upload',
    });
    expect(checkDemoAudio('audio/mpeg', bytes('ID3', 10 * 1024 * 1024))).toEqual({
      ok: false,
      status: 413,
      message: 'Audio must be at most 10 MB',
    });
  });
});
