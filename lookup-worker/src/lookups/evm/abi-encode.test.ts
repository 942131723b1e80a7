import fc from 'fast-check';
import { AbiCoder, getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { typedValues, typeOf } from '../../../test/support/abi-arbitraries.ts';
import { encodeAbi } from './abi-encode.ts';
import { contractFunction } from './multicall.ts';

// ethers' AbiCoder is the oracle: the calldata must be byte for byte what it made before (the sandbox and the
// real contracts decode it).
const coder = AbiCoder.defaultAbiCoder();
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

describe('encodeAbi', () => {
  it('encodes any value of the supported types as ethers does', () => {
    fc.assert(
      fc.property(typedValues, ({ types, values }) => {
        expect(hex(encodeAbi(types.map(typeOf), values))).toBe(coder.encode(types, values));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a mixed-case address with a wrong checksum', 'address', '0x8Ba1f109551bD432803012645Ac136ddd64DBA72'],
    ['an address of 19 bytes', 'address', `0x${'ab'.repeat(19)}`],
    ['a negative integer', 'uint256', -1n],
    ['an integer past the type', 'uint64', 1n << 64n],
    ['a fraction', 'uint256', 1.5],
    ['bytes32 of 31 bytes', 'bytes32', `0x${'00'.repeat(31)}`],
    ['odd-length hex', 'bytes', '0x123'],
    ['hex without 0x', 'bytes', 'abcd'],
    ['a lone high surrogate', 'string', 'a\ud800b'],
    ['a string where a list belongs', 'string[]', 'abc'],
  ])('refuses %s, as ethers does', (_, type, value) => {
    expect(() => coder.encode([type], [value])).toThrow();
    expect(() => encodeAbi([typeOf(type)], [value])).toThrow();
  });

  it('encodes what ethers accepts beyond the adapters’ own forms as ethers does', () => {
    for (const [type, value] of [
      ['string', 'a\udc00b'], // a lone low surrogate, which ethers encodes as three bytes of its own
      ['uint256', 42], // a number
      ['uint256', '0x2a'], // a numeric string
      ['address', getAddress(`0x${'ab'.repeat(20)}`).slice(2)], // no 0x
      ['bool', 'yes'], // any truthy value
    ] as const)
      expect([type, hex(encodeAbi([typeOf(type)], [value]))]).toEqual([type, coder.encode([type], [value])]);
  });
});

describe('contractFunction', () => {
  const iface = new Interface([
    'function getData(string[] keys, uint256 tokenId) view returns (address resolver, address owner, string[] values)',
    'function text(bytes32 node, string key) view returns (string)',
    'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
    'function nameForAddr(address addr) view returns (string)',
    'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  ]);
  const node = `0x${'5e'.repeat(32)}`;
  it.each([
    ['getData', [['crypto.ETH.address', 'social.picture.value'], 12345678901234567890n]],
    ['text', [node, 'com.twitter']],
    ['addr', [node, 0x80002105n]],
    ['nameForAddr', ['0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e']],
    ['getCurrentBlockTimestamp', []],
  ] as const)('makes the calldata of %s that Interface.encodeFunctionData makes', (name, args) => {
    const call = contractFunction(iface, name)('0x0000000000000000000000000000000000000001', args);
    expect(hex(call.callData)).toBe(iface.encodeFunctionData(name, args));
  });
});
