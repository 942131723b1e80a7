import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  address,
  array,
  bool,
  bytes,
  bytes32,
  encodeCall,
  readAddress,
  readBool,
  readString,
  readStringArray,
  readUint,
  readUint64,
  selector,
  string,
  stringArray,
  tuple,
  uint,
} from './abi.ts';

// ethers' AbiCoder is the reference the hand-written codec must agree with.
const coder = AbiCoder.defaultAbiCoder();
const hex = (data: string) => Buffer.from(data.slice(2), 'hex');
const OWNER = '0x00000000000000000000000000000000000a11ce';

describe('the ABI codec', () => {
  it('encodes calls exactly as ethers does', () => {
    const iface = new Interface([
      'function text(bytes32 node, string key)',
      'function getData(string[] keys, uint256 tokenId)',
      'function reverseResolveEVMToName(address addy)',
      'function aggregate3((address target, bool allowFailure, bytes callData)[] calls)',
    ]);
    const node = `0x${'ab'.repeat(32)}`;
    expect(encodeCall(selector('text(bytes32,string)'), [bytes32(node), string('com.twitter')])).toBe(
      iface.encodeFunctionData('text', [node, 'com.twitter']),
    );
    const keys = ['crypto.ETH.address', '', 'a'.repeat(40), 'ünïcode'];
    expect(encodeCall(selector('getData(string[],uint256)'), [stringArray(keys), uint(2n ** 255n)])).toBe(
      iface.encodeFunctionData('getData', [keys, 2n ** 255n]),
    );
    expect(encodeCall(selector('reverseResolveEVMToName(address)'), [address(OWNER)])).toBe(
      iface.encodeFunctionData('reverseResolveEVMToName', [OWNER]),
    );
    const calls: [string, boolean, string][] = [
      [OWNER, true, '0x12345678'],
      ['0xcA11bde05977b3631167028862bE2a173976CA11', false, `0x${'ff'.repeat(33)}`],
      [OWNER, false, '0x'],
    ];
    expect(
      encodeCall(selector('aggregate3((address,bool,bytes)[])'), [
        array(calls.map(([t, f, d]) => tuple([address(t), bool(f), bytes(d.slice(2))]))),
      ]),
    ).toBe(iface.encodeFunctionData('aggregate3', [calls]));
  });

  it('decodes what ethers encodes', () => {
    expect(readAddress(hex(coder.encode(['address'], [OWNER])))).toBe(OWNER);
    expect(readUint(hex(coder.encode(['uint256'], [2n ** 256n - 1n])))).toBe(2n ** 256n - 1n);
    expect(readUint64(hex(coder.encode(['uint64'], [2n ** 64n - 1n])))).toBe(2n ** 64n - 1n);
    expect(readBool(hex(coder.encode(['bool'], [true])))).toBe(true);
    expect(readBool(hex(coder.encode(['bool'], [false])))).toBe(false);
    expect(readString(hex(coder.encode(['string'], ['héllo ✓'])))).toBe('héllo ✓');
    const data = hex(
      coder.encode(['address', 'address', 'string[]'], [OWNER, OWNER, ['', 'x', 'y'.repeat(70)]]),
    );
    expect(readStringArray(data, 64)).toEqual(['', 'x', 'y'.repeat(70)]);
  });

  it('refuses what ethers refuses', () => {
    expect(() => readAddress(Buffer.alloc(0))).toThrow(); // '0x' from an address without code
    expect(() => readAddress(Buffer.alloc(32, 1))).toThrow(); // wider than 20 bytes
    const truncated = hex(coder.encode(['string'], ['a'.repeat(40)])).subarray(0, 96);
    expect(() => readString(truncated)).toThrow();
    const badUtf8 = hex(coder.encode(['bytes'], ['0xff']));
    expect(() => readString(badUtf8)).toThrow();
    const hugeOffset = Buffer.alloc(64);
    hugeOffset[0] = 1;
    expect(() => readString(hugeOffset)).toThrow();
  });
});
