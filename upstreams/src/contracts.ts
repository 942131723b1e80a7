import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');

/**
 * The contracts the lookup adapters read, each overridable from the environment by its variable. Defaults
 * are the mainnet deployments of docs/upstreams.md sections 1, 2, 4, 5 and 6; the sandbox deploys its
 * contracts at the same addresses, so they hold for UPSTREAMS=sandbox too.
 */
export const contractAddressesSchema = z.object({
  MULTICALL3_ADDRESS: address.default('0xcA11bde05977b3631167028862bE2a173976CA11'),
  ENS_REGISTRY_ADDRESS: address.default('0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'),
  ENS_BASE_REGISTRAR_ADDRESS: address.default('0x57f1887a8BF19b14fC0dF6Fd9B2acc9Af147eA85'),
  ENS_NAME_WRAPPER_ADDRESS: address.default('0xD4416b13d2b3a9aBae7AcD5D6C2BbDBE25686401'),
  /** ENS's current PublicResolver (@ensdomains/ensjs 4.x consts): where the reverse registrar writes names. */
  ENS_PUBLIC_RESOLVER_ADDRESS: address.default('0xF29100983E058B709F3D539b0c765937B804AC15'),
  /** ENSIP-19's default.reverse registrar (docs/features/address-search.md section 2, from @ensdomains/ensjs 4.3.1). */
  ENS_DEFAULT_REVERSE_REGISTRAR_ADDRESS: address.default('0x283F227c4Bd38ecE252C4Ae7ECE650B0e913f1f9'),
  BASENAMES_REGISTRY_ADDRESS: address.default('0xb94704422c2a1e396835a571837aa5ae53285a95'),
  BASENAMES_BASE_REGISTRAR_ADDRESS: address.default('0x03c4738ee98ae44591e1a4a4f3cab6641d95dd9a'),
  /** Where Basenames keeps reverse records (ENSIP-19 names); OnchainKit reads primary names from it. */
  BASENAMES_L2_RESOLVER_ADDRESS: address.default('0xC6d566A56A1aFf6508b41f6c90ff131615583BCD'),
  /**
   * ENS's L2ReverseRegistrar, the same address on Base, OP and Arbitrum (ens-contracts deploy script; docs/upstreams.md
   * section 2): ENSIP-19 primary names for Base's coin type.
   */
  BASENAMES_L2_REVERSE_REGISTRAR_ADDRESS: address.default('0x0000000000D8e504002cC26E3Ec46D81971C1664'),
  SPACEID_BNB_REGISTRY_ADDRESS: address.default('0x08CEd32a7f3eeC915Ba84415e9C07a7286977956'),
  SPACEID_BNB_BASE_REGISTRAR_ADDRESS: address.default('0xE3b1D32e43Ce8d658368e2CBFF95D57Ef39Be8a6'),
  SPACEID_ARB_REGISTRY_ADDRESS: address.default('0x4a067EE58e73ac5E4a43722E008DFdf65B2bF348'),
  SPACEID_ARB_BASE_REGISTRAR_ADDRESS: address.default('0x5d482d501b369f5ba034dec5c5fb7a50d2d6ca20'),
  UD_POLYGON_PROXY_READER_ADDRESS: address.default('0x91EDd8708062bd4233f4Dd0FCE15A7cb4d500091'),
  UD_POLYGON_REGISTRY_ADDRESS: address.default('0xa9a6A3626993D487d2Dbda3173cf58cA1a9D9e9f'),
  UD_POLYGON_MINTING_MANAGER_ADDRESS: address.default('0x7be83293BeeDc9Eba1bd76c66A65F10F3efaeC26'),
  UD_ETHEREUM_PROXY_READER_ADDRESS: address.default('0x578853aa776Eef10CeE6c4dd2B5862bdcE767A8B'),
  UD_ETHEREUM_REGISTRY_ADDRESS: address.default('0x049aba7510f45BA5b64ea9E658E342F904DB358D'),
  UD_ETHEREUM_MINTING_MANAGER_ADDRESS: address.default('0x2a7084870bB724175a3C96Da8FaA55128fa3E19D'),
  AVVY_DOMAIN_ADDRESS: address.default('0x797AC669A1908ca68CD9854994345f570495541A'),
  AVVY_RESOLUTION_UTILS_ADDRESS: address.default('0x5BBD3a8E215B1fC30595fd1Aba4F3FcDbB614078'),
});

/** Every contract address, keyed by the variable that overrides it. */
export type ContractAddresses = Readonly<z.infer<typeof contractAddressesSchema>>;
