import { EXTENSIONS, type Extension, type StatsKey } from '@namescope/common';

type ServiceName = Extension['serviceName'];

/** What the page says about a service; its TLDs and stats keys come from the catalogue. */
interface ServiceProfile {
  name: ServiceName;
  description: string;
  website: string;
  community: string;
  social: string;
  /** Initials and colour of the logo mark (dark enough for white text at 4.5:1). */
  mark: string;
  color: string;
}

const PROFILES: ServiceProfile[] = [
  {
    name: 'Ethereum Name Service',
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
    description: 'Owned-forever .sol names for Solana wallets, used across Solana apps and exchanges.',
    website: 'https://www.sns.id',
    community: 'https://discord.com/invite/sns',
    social: 'https://x.com/sns',
    mark: 'SNS',
    color: '#7C3AED',
  },
  {
    name: 'Unstoppable Domains',
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
    description: 'A universal name service with .bnb names on BNB Chain and .arb names on Arbitrum.',
    website: 'https://space.id',
    community: 'https://discord.gg/spaceid',
    social: 'https://x.com/SpaceIDProtocol',
    mark: 'ID',
    color: '#1D1D1D',
  },
  {
    name: 'AVVY',
    description: 'The native naming service of Avalanche, with privacy-preserving name resolution.',
    website: 'https://avvy.domains',
    community: 'https://discord.gg/avvy',
    social: 'https://x.com/avvydomains',
    mark: 'AV',
    color: '#B91C1C',
  },
  {
    name: 'NFDomains',
    description: 'Algorand names minted as NFTs, with segments, marketplace sales and rich profiles.',
    website: 'https://app.nf.domains',
    community: 'https://discord.gg/nfdomains',
    social: 'https://x.com/nfdomains',
    mark: 'NFD',
    color: '#1E2A3A',
  },
  {
    name: 'Base names',
    description: 'Onchain names for Base, built on ENS, for wallets, apps and Base profiles.',
    website: 'https://www.base.org/names',
    community: 'https://discord.gg/buildonbase',
    social: 'https://x.com/base',
    mark: 'B',
    color: '#0052FF',
  },
  {
    name: 'sats names',
    description: 'Bitcoin-native names inscribed as ordinals, owned for good with no renewals.',
    website: 'https://sats.id',
    community: 'https://discord.gg/satsnames',
    social: 'https://x.com/sats_names',
    mark: 'S',
    color: '#B45309',
  },
  {
    name: 'Bitcoin Name System',
    description: 'Names on Stacks, secured by Bitcoin, for Stacks and Bitcoin addresses.',
    website: 'https://bns.one',
    community: 'https://discord.gg/stacks',
    social: 'https://x.com/Stacks',
    mark: 'BNS',
    color: '#5546FF',
  },
  {
    name: 'SuiNS',
    description: 'The Sui Name Service: readable names for Sui addresses, objects and websites.',
    website: 'https://suins.io',
    community: 'https://discord.gg/suins',
    social: 'https://x.com/suinsdapp',
    mark: 'SUI',
    color: '#0369A1',
  },
];

export interface ServiceInfo extends ServiceProfile {
  tlds: string[];
  statsKeys: StatsKey[];
}

/** The ten services of docs/product.md section 2 (twelve TLDs: Unstoppable and SpaceID have two each). */
export const SERVICES: ServiceInfo[] = PROFILES.map((profile) => {
  const extensions = EXTENSIONS.filter((e) => e.serviceName === profile.name);
  return {
    ...profile,
    tlds: extensions.map((e) => e.tld),
    statsKeys: [...new Set(extensions.map((e) => e.statsKey))],
  };
});
