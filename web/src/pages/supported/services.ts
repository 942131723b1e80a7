import type { StatsKey } from '@namescope/common';

export interface ServiceInfo {
  name: string;
  tlds: string[];
  statsKeys: StatsKey[];
  description: string;
  website: string;
  community: string;
  social: string;
  /** Initials and colour of the logo mark (dark enough for white text at 4.5:1). */
  mark: string;
  color: string;
}

/** The ten services of SPEC.md section 2 (twelve TLDs: Unstoppable and SpaceID have two each). */
export const SERVICES: ServiceInfo[] = [
  {
    name: 'Ethereum Name Service',
    tlds: ['.eth'],
    statsKeys: ['eth'],
    description:
      'The original Web3 naming system: human-readable names for Ethereum addresses, websites and profiles.',
    website: 'https://ens.domains',
    community: 'https://chat.ens.domains',
    social: 'https://x.com/ensdomains',
    mark: 'ENS',
    color: '#2563EB',
  },
  {
    name: 'Solana Name Service',
    tlds: ['.sol'],
    statsKeys: ['sol'],
    description: 'Owned-forever .sol names for Solana wallets, used across Solana apps and exchanges.',
    website: 'https://www.sns.id',
    community: 'https://discord.com/invite/sns',
    social: 'https://x.com/sns',
    mark: 'SNS',
    color: '#7C3AED',
  },
  {
    name: 'Unstoppable Domains',
    tlds: ['.crypto', '.blockchain'],
    statsKeys: ['unstoppable'],
    description:
      'One-time-purchase names on Polygon that resolve to addresses on many chains, with no renewal fees.',
    website: 'https://unstoppabledomains.com',
    community: 'https://discord.gg/unstoppabledomains',
    social: 'https://x.com/unstoppableweb',
    mark: 'UD',
    color: '#0D67FE',
  },
  {
    name: 'SpaceID',
    tlds: ['.bnb', '.arb'],
    statsKeys: ['bnb', 'arb'],
    description: 'A universal name service with .bnb names on BNB Chain and .arb names on Arbitrum.',
    website: 'https://space.id',
    community: 'https://discord.gg/spaceid',
    social: 'https://x.com/SpaceIDProtocol',
    mark: 'ID',
    color: '#1D1D1D',
  },
  {
    name: 'AVVY',
    tlds: ['.avax'],
    statsKeys: ['avax'],
    description: 'The native naming service of Avalanche, with privacy-preserving name resolution.',
    website: 'https://avvy.domains',
    community: 'https://discord.gg/avvy',
    social: 'https://x.com/avvydomains',
    mark: 'AV',
    color: '#B91C1C',
  },
  {
    name: 'NFDomains',
    tlds: ['.algo'],
    statsKeys: ['algo'],
    description: 'Algorand names minted as NFTs, with segments, marketplace sales and rich profiles.',
    website: 'https://app.nf.domains',
    community: 'https://discord.gg/nfdomains',
    social: 'https://x.com/nfdomains',
    mark: 'NFD',
    color: '#1E2A3A',
  },
  {
    name: 'Base names',
    tlds: ['.base.eth'],
    statsKeys: ['base'],
    description: 'Onchain names for Base, built on ENS, for wallets, apps and Base profiles.',
    website: 'https://www.base.org/names',
    community: 'https://discord.gg/buildonbase',
    social: 'https://x.com/base',
    mark: 'B',
    color: '#0052FF',
  },
  {
    name: 'sats names',
    tlds: ['.sats'],
    statsKeys: ['sats'],
    description: 'Bitcoin-native names inscribed as ordinals, owned for good with no renewals.',
    website: 'https://sats.id',
    community: 'https://discord.gg/satsnames',
    social: 'https://x.com/sats_names',
    mark: 'S',
    color: '#B45309',
  },
  {
    name: 'Bitcoin Name System',
    tlds: ['.btc'],
    statsKeys: ['btc'],
    description: 'Names on Stacks, secured by Bitcoin, for Stacks and Bitcoin addresses.',
    website: 'https://bns.one',
    community: 'https://discord.gg/stacks',
    social: 'https://x.com/Stacks',
    mark: 'BNS',
    color: '#5546FF',
  },
  {
    name: 'SuiNS',
    tlds: ['.sui'],
    statsKeys: ['sui'],
    description: 'The Sui Name Service: readable names for Sui addresses, objects and websites.',
    website: 'https://suins.io',
    community: 'https://discord.gg/suins',
    social: 'https://x.com/suinsdapp',
    mark: 'SUI',
    color: '#0369A1',
  },
];
