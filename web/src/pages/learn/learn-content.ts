export interface Topic {
  title: string;
  body: string;
}

export const GETTING_STARTED: Topic[] = [
  {
    title: 'What are blockchain domains?',
    body: 'A blockchain domain is a readable name, like alice.eth, recorded on a blockchain and held in your wallet like any other token. It replaces long wallet addresses with something people can remember and type.',
  },
  {
    title: 'Your Web3 identity',
    body: 'One name can carry your avatar, email, social accounts and website. Apps that read these records show your name and profile instead of a string of characters, so people know they are dealing with you.',
  },
  {
    title: 'Payments made simple',
    body: 'Send stablecoins and tokens to a name instead of an address. The wallet looks up the address the name points to, which removes copy-and-paste mistakes from every payment.',
  },
];

export const ADVANCED_TOPICS: Topic[] = [
  {
    title: 'Multi-chain use',
    body: 'Names on one chain can point to addresses on many others. Holding your name on every major service keeps your identity consistent wherever people look you up, and stops others from claiming it.',
  },
  {
    title: 'Ownership and renewals',
    body: 'Some services sell names for good (.sol, .crypto, .blockchain, .sats); others rent them by the year (.eth, .bnb, .arb, .avax, .base.eth and more). A rented name that is not renewed returns to the market after a grace period.',
  },
  {
    title: 'Managing your names',
    body: 'Set the records each name resolves to, choose a primary name for your wallet, and keep renewal dates in a calendar. NameScope shows expiry dates side by side so nothing lapses unnoticed.',
  },
];

export const FAQS: Topic[] = [
  {
    title: 'How do I choose a good domain?',
    body: 'Pick something short, easy to spell and the same across services: your name, your brand, or a handle you already use. Search it on NameScope to see at once where it is still free.',
  },
  {
    title: 'What can I do if the name I want is taken?',
    body: 'Check whether it is for sale, look at its expiry date (rented names can lapse), try a variation, or claim the same name on the services where it is still available. If someone impersonates your brand, report it as cybersquatting.',
  },
  {
    title: 'How much do blockchain domains cost?',
    body: 'Prices vary by service and length. Roughly: .eth about $5-640 a year; .sol about $20-110 a year; Unstoppable Domains a one-time $5-100+; Base names 0.0001-0.1 ETH a year. Shorter names cost more, and network fees come on top.',
  },
  {
    title: 'Can I host a website on my domain?',
    body: 'Yes. Most services let a name point to content on IPFS, a decentralised storage network, so your site is served by its content hash and opened through gateways or Web3-aware browsers.',
  },
  {
    title: 'How do I keep my domains secure?',
    body: 'Hold valuable names in a hardware wallet, never share your seed phrase, double-check links before signing, and renew rented names early. Anyone with your wallet keys controls your names.',
  },
  {
    title: 'What is the difference between the TLDs?',
    body: 'Each TLD belongs to a service and a chain: .eth on Ethereum, .sol on Solana, .crypto and .blockchain on Polygon, .bnb on BNB Chain, .arb on Arbitrum, .avax on Avalanche, .algo on Algorand, .base.eth on Base, .sats on Bitcoin, .btc on Stacks and .sui on Sui. They differ in price, renewal rules and which apps support them.',
  },
  {
    title: 'Can I transfer or sell my domain?',
    body: 'Yes. Names are tokens, so you can send them to another wallet or list them on a marketplace. Some services also have their own marketplaces; NameScope links to them for names that are for sale.',
  },
  {
    title: 'How do I link my social accounts?',
    body: 'Set text records such as twitter, discord, linkedin, email and url on your name through the service’s app. NameScope shows these records on each result card so people can find and verify you.',
  },
];
