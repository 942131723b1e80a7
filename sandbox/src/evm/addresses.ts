/**
 * Real mainnet addresses of the emulated contracts (docs/upstreams.md sections 1, 2, 4, 5 and 6), so an
 * adapter configured for mainnet talks to the sandbox unchanged. Where no address is published (SPACE ID
 * controllers), a clearly fake, deterministic address stands in and is named as such.
 */
export const ENS_ADDRESSES = {
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  baseRegistrar: '0x57f1887a8BF19b14fC0dF6Fd9B2acc9Af147eA85',
  nameWrapper: '0xD4416b13d2b3a9aBae7AcD5D6C2BbDBE25686401',
  controller: '0x59E16fcCd424Cc24e280Be16E11Bcd56fb0CE547',
  publicResolver: '0xF29100983E058B709F3D539b0c765937B804AC15',
  // The legacy PublicResolver: many older names still point at it while reverse records go to the current one.
  otherResolver: '0x4976fb03C32e5B8cfe2b6cCB31c09Ba78EBaBa41',
  // ENSIP-19 default.reverse (docs/upstreams.md section 1, from @ensdomains/ensjs 4.3.1 consts).
  defaultReverseRegistrar: '0x283F227c4Bd38ecE252C4Ae7ECE650B0e913f1f9',
} as const;

export const BASENAMES_ADDRESSES = {
  registry: '0xb94704422c2a1e396835a571837aa5ae53285a95',
  baseRegistrar: '0x03c4738ee98ae44591e1a4a4f3cab6641d95dd9a',
  // The launch controller (base-org/basenames README); the upgradeable one shares the event signature.
  controller: '0x4cCb0BB02FCABA27e82a56646E81d8c5bC4119a5',
  publicResolver: '0xC6d566A56A1aFf6508b41f6c90ff131615583BCD',
  // UpgradeableL2Resolver proxy (docs/upstreams.md section 2, unconfirmed): newer names' forward resolver.
  otherResolver: '0x426fA03fB86E510d0Dd9F70335Cf102a98b10875',
  // ENS's L2ReverseRegistrar (ENSIP-19), the same address on Base, OP and Arbitrum.
  l2ReverseRegistrar: '0x0000000000D8e504002cC26E3Ec46D81971C1664',
} as const;

/** SPACE ID resolver addresses are not published: names point at whatever the registry says. */
export const SPACE_ID_ADDRESSES = {
  bnb: {
    registry: '0x08CEd32a7f3eeC915Ba84415e9C07a7286977956',
    baseRegistrar: '0xE3b1D32e43Ce8d658368e2CBFF95D57Ef39Be8a6',
    // Sandbox stand-ins (not mainnet): keccak256('namescope.sandbox.spaceid.bnb.{controller,resolver,
    // otherResolver}')[12:].
    controller: '0x03637E72737e3B43faAfd4AC5b32625CC850a56a',
    publicResolver: '0x1f8fe2c81e5f4e7A65E81ca5604749835E0f7aF9',
    otherResolver: '0x470ce741E87d60f6BB7d239c580eB925781E6cbe',
  },
  arb: {
    registry: '0x4a067EE58e73ac5E4a43722E008DFdf65B2bF348',
    baseRegistrar: '0x5d482d501b369f5ba034dec5c5fb7a50d2d6ca20',
    // Sandbox stand-ins, derived the same way with 'arb'.
    controller: '0x999cB4dF797672e0EB7B453eec9b60Ac2FdA04d4',
    publicResolver: '0x8997CBE3dE81CD488234aFAA73086D05B3a43046',
    otherResolver: '0x8B303dE723b95139648fd57E5Bc1518bB30384dC',
  },
} as const;

export const UD_ADDRESSES = {
  polygon: {
    registry: '0xa9a6A3626993D487d2Dbda3173cf58cA1a9D9e9f',
    proxyReader: '0x91EDd8708062bd4233f4Dd0FCE15A7cb4d500091',
    mintingManager: '0x7be83293BeeDc9Eba1bd76c66A65F10F3efaeC26',
  },
  ethereum: {
    registry: '0x049aba7510f45BA5b64ea9E658E342F904DB358D',
    proxyReader: '0x578853aa776Eef10CeE6c4dd2B5862bdcE767A8B',
    mintingManager: '0x2a7084870bB724175a3C96Da8FaA55128fa3E19D',
  },
} as const;

export const AVVY_ADDRESSES = {
  domain: '0x797AC669A1908ca68CD9854994345f570495541A',
  resolutionUtils: '0x5BBD3a8E215B1fC30595fd1Aba4F3FcDbB614078',
} as const;
