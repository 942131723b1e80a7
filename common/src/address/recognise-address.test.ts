import { describe, expect, it } from 'vitest';
import { ADDRESS_KINDS, type AddressKind, extensionsForAddressKind } from '../extensions.ts';
import { recogniseAddress } from './recognise-address.ts';

// Vectors: EIP-55's own examples; BIP-173/BIP-350's valid and invalid examples; Stacks addresses made with
// c32check's c32address (the Stacks reference implementation) from hash160 a46ff888…5bd39d; the Algorand zero
// address (algosdk's encodeAddress of 32 zero bytes); Bitcoin's genesis P2PKH and the wiki's P2SH example.
const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

/** raw, kind, canonical address (null: as given, trimmed), display form (null: the canonical one). */
type ValidCase = [string, AddressKind, string | null, string | null];

describe('recogniseAddress: valid addresses of every kind', () => {
  it.each<ValidCase>([
    // EVM: checksummed, all lower (no checksum) and all upper (no checksum) are all the same address.
    [VITALIK, 'evm', VITALIK.toLowerCase(), VITALIK],
    [VITALIK.toLowerCase(), 'evm', VITALIK.toLowerCase(), VITALIK],
    [`0x${VITALIK.slice(2).toUpperCase()}`, 'evm', VITALIK.toLowerCase(), VITALIK],
    ...[
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ].map((a): ValidCase => [a, 'evm', a.toLowerCase(), a]),
    // Sui: 64 hex digits, any case, keyed and shown lower-case.
    [`0x${'Ab'.repeat(32)}`, 'sui', `0x${'ab'.repeat(32)}`, `0x${'ab'.repeat(32)}`],
    // Solana: base58 public keys (a wallet, the wrapped-SOL mint, the SNS name program).
    ...[
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      'So11111111111111111111111111111111111111112',
      'namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX',
    ].map((a): ValidCase => [a, 'solana', a, a]),
    // Stacks mainnet single-sig (SP), multi-sig (SM) and the 29-character boot address.
    ...[
      'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
      'SM2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKQVX8X0G',
      'SP000000000000000000002Q6VF78',
    ].map((a): ValidCase => [a, 'stacks', a, a]),
    ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ', 'algorand', null, null],
    // Bitcoin: P2WPKH (upper-case is valid bech32, keyed lower-case), P2WSH, taproot, P2PKH, P2SH.
    [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bitcoin',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      null,
    ],
    ...[
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ].map((a): ValidCase => [a, 'bitcoin', a, a]),
    // Surrounding whitespace (a paste) is not part of the address.
    [`  ${VITALIK}\n`, 'evm', VITALIK.toLowerCase(), VITALIK],
  ])('%j is a %s address', (raw, kind, address, display) => {
    const r = recogniseAddress(raw);
    expect(r).toMatchObject({ status: 'valid', kind });
    if (r.status !== 'valid') return;
    expect(r.address).toBe(address ?? raw.trim());
    expect(r.display).toBe(display ?? r.address);
  });
});

describe('recogniseAddress: shaped like an address, but broken', () => {
  const mixedWrong = `0x${VITALIK.slice(2, 4).toUpperCase()}${VITALIK.slice(4)}`; // 'D8dA…': one letter's case flipped
  it.each([
    ['mixed-case EVM with a wrong checksum', mixedWrong, 'evm', /checksum/],
    ['Sui with 63 hex digits', `0x${'a'.repeat(63)}`, 'sui', /64 hex digits.*this one has 63/],
    ['Sui with 65 hex digits', `0x${'a'.repeat(65)}`, 'sui', /has 65/],
    ['Stacks with a wrong checksum', 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8', 'stacks', /checksum/],
    ['Stacks testnet (ST…)', 'ST2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKQYAC0RQ', 'stacks', /testnet/],
    [
      'Algorand with a wrong checksum',
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKA',
      'algorand',
      /checksum/,
    ],
    ['bech32 with a wrong checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bitcoin', /checksum/],
    [
      'segwit v0 under a bech32m checksum',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      'bitcoin',
      /checksum/,
    ],
    ['Bitcoin testnet (tb1…)', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bitcoin', /testnet/],
    ['Bitcoin testnet P2PKH (m…)', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'bitcoin', /testnet/],
    ['P2PKH with a wrong checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'bitcoin', /checksum/],
    ['base58 key shape that is 33 bytes', `${'zZ'.repeat(21)}z9`, 'solana', /32-byte/],
    [
      'an address with a zero-width space inside',
      `${VITALIK.slice(0, 20)}\u200b${VITALIK.slice(20)}`,
      'evm',
      /invisible/,
    ],
    ['an address ending in a zero-width joiner', `${VITALIK}\u200d`, 'evm', /invisible/],
    ['an address with a space inside', `SP2J6ZY48GV1EZ5V2V5RB9 MP66SW86PYKKNRV9EJ7`, 'stacks', /spaces/],
  ])('%s', (_what, raw, kind, message) => {
    const r = recogniseAddress(raw);
    expect(r).toMatchObject({ status: 'malformed', kind });
    if (r.status === 'malformed') expect(r.message).toMatch(message);
  });
});

describe('recogniseAddress: not an address at all', () => {
  it.each([
    ['a name', 'alice.eth'],
    ['a bare name', 'alice'],
    ['an ENS name that is all hex', 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef.eth'],
    ['an address-looking ENS name', `${VITALIK.toLowerCase()}.eth`],
    ['40 hex digits without 0x', VITALIK.slice(2)],
    ['0x and 39 hex digits', VITALIK.slice(0, 41)],
    ['0x and 41 hex digits (still short enough to be a name)', `${VITALIK}a`],
    ['a hex name', '0xdeadbeef'],
    ['base58 with a 0 (not in the alphabet)', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0'],
    ['base58 with an O', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWO'],
    ['base58 with an I', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWI'],
    ['base58 with an l', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWl'],
    ['a long lower-case name', 'averylongbutperfectlyordinarynameforsure'],
    ['a camel-case name', 'AVeryLongCamelCaseNameWithoutAnyDigitsAtAll'],
    ['mixed-case bech32 (BIP-173 forbids it)', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['a short name starting bc1', 'bc1qalice'],
    ['a lower-case Stacks look-alike', 'sp2j6zy48gv1ez5v2v5rb9mp66sw86pykknrv9ej7'],
    ['a Stacks contract principal', 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7.bns-v2'],
    ['empty', ''],
    ['only whitespace and a zero-width space', ' \u200b '],
    ['a name with a zero-width space', 'ali\u200bce.eth'],
  ])('%s', (_what, raw) => expect(recogniseAddress(raw)).toEqual({ status: 'none' }));
});

describe('services per address kind (from the extension catalogue)', () => {
  it('knows six kinds', () =>
    expect([...ADDRESS_KINDS].sort()).toEqual(['algorand', 'bitcoin', 'evm', 'solana', 'stacks', 'sui']));

  it.each([
    ['evm', ['.eth', '.crypto', '.bnb', '.arb', '.avax', '.base.eth', '.blockchain']],
    ['solana', ['.sol']],
    ['sui', ['.sui']],
    ['stacks', ['.btc']],
    ['algorand', ['.algo']],
    ['bitcoin', ['.sats']],
  ] as const)('%s: %j', (kind, tlds) =>
    expect(extensionsForAddressKind(kind).map((e) => e.tld)).toEqual(tlds),
  );

  it('EVM addresses reach ENS, Basenames, SPACE ID, Unstoppable Domains and Avvy', () =>
    expect([...new Set(extensionsForAddressKind('evm').map((e) => e.service))].sort()).toEqual([
      'Avvy Domains',
      'Basenames',
      'ENS',
      'SPACE ID',
      'Unstoppable Domains',
    ]));
});
