import type { InvariantTable } from './invariants.ts';

// Addresses the sandbox derives for alice's owner on each chain (sandbox/src/evm/fixtures.ts fixtureAddress,
// sandbox/src/other/ids.ts); the smoke test fails if the sandbox ever stops serving them.
const ALICE_EVM = '0x0f383d6753E6c3F9e70CA93eCAFd5817F3AAFa96';
const evm = [
  { name: 'alice', address: ALICE_EVM, source: 'sandbox fixture: every record and a primary name' },
  { name: 'expiring', source: 'sandbox fixture: expires in 30 days' },
];

/**
 * The sandbox's seeded names, for `UPSTREAMS=sandbox` (CI has no internet). These are the sandbox's truths,
 * not mainnet's: the mainnet table is mainnet-names.ts.
 */
export const SANDBOX_NAMES: InvariantTable = {
  eth: evm,
  base: evm,
  bnb: evm,
  arb: evm,
  crypto: evm,
  blockchain: evm,
  avax: evm,
  sol: [
    {
      name: 'alice',
      // The SOL record (V2) points at the owner's wallet, not at the registry owner.
      address: 'Gkqzfs8rJdMEA3aBzpRC6HUH6oxs6powgakyoX1UtaAo',
      source: 'sandbox fixture',
    },
    { name: 'forsale', source: 'sandbox fixture: a tokenized name' },
  ],
  algo: [
    {
      name: 'alice',
      address: 'TPYLX3ERY7IJ5SMYJ2ZELUVPW277SYXXWJYYBGSJNAAT4AOZPJQM4NRUQE',
      source: 'sandbox fixture',
    },
    { name: 'reserved', source: 'sandbox fixture: reserved' },
  ],
  sui: [
    {
      name: 'alice',
      address: '0xf303c26cd5d85000cfdc9feddafd25f9d374139e94f531e250ceb17f44d496f8',
      source: 'sandbox fixture',
    },
    { name: 'graceful', source: 'sandbox fixture: in its grace period' },
  ],
  btc: [
    { name: 'alice', address: 'SP59P5CSEA77TEFBB4JD8AP8KB8E0Z3K59AWABB6', source: 'sandbox fixture' },
    { name: 'expiring', source: 'sandbox fixture: expires in 30 days' },
  ],
  sats: [
    {
      name: 'alice',
      address: 'bc1pmzq2frwn9xvk2f77z33smfp6a4esv760az564hkt45hlxsl0tm7svcrwrn',
      source: 'sandbox fixture',
    },
    { name: 'expiring', source: 'sandbox fixture' },
  ],
};
