import { describe, expect, it } from 'vitest';
import { EXTENSIONS, EXTENSION_COUNT, extensionByTld, fullName, txExplorerUrl } from './extensions.ts';
import { subnameFields } from './lookup-fields.ts';
import {
  bareName,
  checkTerm,
  describeDropped,
  droppedCharacters,
  isTooShort,
  nameFromUrl,
  normaliseTerm,
  stripInvisible,
  subnameMessage,
  subnameParent,
} from './term.ts';
import { walletAddressKind } from './address/wallet-address-kind.ts';

describe('normaliseTerm', () => {
  it('keeps only letters, digits and dots, trimmed and lowercased', () => {
    expect(normaliseTerm('  Vitalik-Buterin!.ETH ')).toBe('vitalikbuterin.eth');
    expect(normaliseTerm('émoji😀name')).toBe('mojiname');
    expect(normaliseTerm('   ')).toBe('');
  });
  it('drops bidirectional controls and zero-width characters silently', () => {
    expect(stripInvisible('al\u202Eice\u200B\u2066x\u2069')).toBe('alicex');
    expect(normaliseTerm('\u202Ealice\u200F')).toBe('alice');
  });
});

describe('bareName', () => {
  it('strips one trailing known extension, longest first', () => {
    expect(bareName('alice.eth')).toBe('alice');
    expect(bareName('bob.base.eth')).toBe('bob');
    expect(bareName('carol.blockchain')).toBe('carol');
    expect(bareName('dave.sol')).toBe('dave');
  });
  it('keeps unknown suffixes and inner dots, drops edge dots', () => {
    expect(bareName('alice.com')).toBe('alice.com');
    expect(bareName('.alice.')).toBe('alice');
    expect(bareName('pay.alice.eth')).toBe('pay.alice');
    expect(bareName('alice.eth.')).toBe('alice');
    expect(bareName('../../etc/passwd')).toBe('etcpasswd');
  });
});

describe('checkTerm', () => {
  it('rejects an empty or blank term with the spec message', () => {
    expect(checkTerm('  ')).toEqual({
      ok: false,
      message: 'Search term required: Please enter a domain name to search.',
    });
    expect(checkTerm('!!!').ok).toBe(false);
    expect(checkTerm('.eth').ok).toBe(false);
  });
  it('rejects overlong names and empty labels', () => {
    expect(checkTerm('a'.repeat(64)).ok).toBe(false);
    expect(checkTerm('a..b').ok).toBe(false);
  });
  it('accepts a normal name, and gives its one cleaned form', () => {
    expect(checkTerm('Alice.ETH')).toEqual({ ok: true, bare: 'alice', term: 'alice.eth' });
    expect(checkTerm('../../etc/passwd')).toEqual({ ok: true, bare: 'etcpasswd', term: 'etcpasswd' });
    expect(checkTerm('.Alice.ETH.')).toEqual({ ok: true, bare: 'alice', term: 'alice.eth' });
    expect(checkTerm('meta-mask\u202E')).toEqual({ ok: true, bare: 'metamask', term: 'metamask' });
  });
});

describe('droppedCharacters and describeDropped', () => {
  it.each([
    ['café', ['é'], 'é is not supported'],
    ['my-name!', ['-', '!'], 'hyphens and ! are not supported'],
    ['meta-mask', ['-'], 'hyphens are not supported'],
    ['  alice  ', [], ''],
    ['my name-é', [' ', '-', 'é'], 'spaces, hyphens and é are not supported'],
    ['a\u202Eb-c', ['-'], 'hyphens are not supported'],
    ['../../etc/passwd', ['/'], 'slashes are not supported'],
    ['😀😀', ['😀'], '😀 is not supported'],
    ['cafe\u0301', ['é'], 'é is not supported'],
    ['alice.eth', [], ''],
  ])('%j drops %j: %j', (raw, dropped, text) => {
    expect(droppedCharacters(raw)).toEqual(dropped);
    expect(describeDropped(droppedCharacters(raw))).toBe(text);
  });
});

describe('walletAddressKind', () => {
  it.each([
    ['0x1234567890abcdef1234567890ABCDEF12345678', 'evm'],
    [' 0x1234567890abcdef1234567890abcdef12345678 ', 'evm'],
    ['0x1234567890abcdef1234567890abcdef1234567', undefined],
    ['9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana'],
    ['So11111111111111111111111111111111111111112', 'solana'],
    ['averylongbutperfectlyordinarynameforsure', undefined],
    ['AVeryLongCamelCaseNameWithoutAnyDigitsAtAll', undefined],
    ['alice', undefined],
    // Every kind recogniseAddress knows is an address, not a name; so is one that fails its checksum.
    [`0x${'ab'.repeat(32)}`, 'sui'],
    ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', 'stacks'],
    ['SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8', 'stacks'],
    ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ', 'algorand'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'bitcoin'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bitcoin'],
    // Names stay names, hex-looking ones included.
    ['deadbeef.eth', undefined],
    ['0x1234567890abcdef1234567890abcdef12345678.eth', undefined],
    ['bc1qalice', undefined],
  ])('%s is %s', (raw, kind) => expect(walletAddressKind(raw)).toBe(kind));
});

describe('nameFromUrl', () => {
  it.each([
    ['https://app.ens.domains/alice.eth', 'alice.eth'],
    ['https://app.ens.domains/name/Bob.base.eth/details', 'bob.base.eth'],
    ['https://www.sns.id/domain?domain=carol.sol', 'carol.sol'],
    ['https://alice.eth.limo/', 'alice.eth'],
    ['https://example.com/about/us', null],
    ['https://app.ens.domains', null],
    ['http://[bad', null],
    ['alice.eth', undefined],
    ['www.alice.eth', undefined],
  ])('%s -> %s', (raw, name) => expect(nameFromUrl(raw)).toBe(name));
});

describe('subnames', () => {
  it.each([
    ['sub.alice', 'alice', 'Subname: only the owner of alice.eth can create it'],
    ['alice.com', 'com', 'Subname: only the owner of com.eth can create it'],
    ['a.b.c', 'c', 'Subname: only the owner of c.eth can create it'],
    ['alice', undefined, undefined],
  ])('%s has parent %s', (bare, parent, message) => {
    expect(subnameParent(bare)).toBe(parent);
    expect(subnameMessage(bare, 'eth')).toBe(message);
  });
  it('names the parent under each extension and answers without a lookup', () => {
    expect(subnameMessage('pay.alice', 'base')).toBe(
      'Subname: only the owner of alice.base.eth can create it',
    );
    expect(subnameFields('sol', 'pay.alice')).toMatchObject({
      domain: 'pay.alice.sol',
      available: false,
      status: 'unavailable',
      error: 'Subname: only the owner of alice.sol can create it',
    });
    expect(subnameFields('sol', 'alice')).toBeUndefined();
  });
});

describe('isTooShort', () => {
  it('applies the 3-character minimum to .eth, .bnb, .arb, .avax and .base.eth only', () => {
    const min3 = EXTENSIONS.filter((e) => isTooShort('ab', e.key)).map((e) => e.tld);
    expect(min3.sort()).toEqual(['.arb', '.avax', '.base.eth', '.bnb', '.eth']);
    expect(isTooShort('abc', 'eth')).toBe(false);
  });
});

describe('catalogue', () => {
  it('has twelve extensions with distinct TLDs', () => {
    expect(EXTENSION_COUNT).toBe(12);
    expect(new Set(EXTENSIONS.map((e) => e.tld)).size).toBe(12);
  });
  it('builds full names and explorer links by TLD', () => {
    expect(fullName('alice', 'base')).toBe('alice.base.eth');
    expect(extensionByTld('.crypto')?.chain).toBe('Polygon');
    expect(txExplorerUrl('.sol', 'abc')).toBe('https://solscan.io/tx/abc');
    expect(txExplorerUrl('.com', 'abc')).toBeUndefined();
  });
  it('marks .sol, .crypto, .blockchain and .sats perpetual', () => {
    expect(EXTENSIONS.filter((e) => e.perpetual).map((e) => e.tld)).toEqual([
      '.sol',
      '.crypto',
      '.sats',
      '.blockchain',
    ]);
  });
});
