import { format } from 'date-fns';
import { mailto } from '../../features/search/links.ts';

/** Today as MM/DD/YYYY, the date the subjects carry. */
export const subjectDate = (now: Date) => format(now, 'MM/dd/yyyy');

/** 'Authenticate My Domains': a prefilled request to the operator. */
export function authenticateMailto(to: string, now: Date): string {
  return mailto(
    to,
    `Request to Authenticate Domains - ${subjectDate(now)}`,
    [
      'Hello NameScope team,',
      '',
      'I would like to authenticate the following domains for my organisation:',
      '',
      '- Domain(s):',
      '- Organisation name:',
      '- Organisation website:',
      '- Contact person and role:',
      '',
      'Please let me know which documents you need for the business verification.',
    ].join('\n'),
  );
}

/** 'Report Cybersquatting': a prefilled report to the operator. */
export function reportMailto(to: string, now: Date): string {
  return mailto(
    to,
    `Mark Domains as Cybersquatted - ${subjectDate(now)}`,
    [
      'Hello NameScope team,',
      '',
      'I would like to report the following domains as cybersquatted:',
      '',
      '- Domain(s):',
      '- Person or brand being impersonated:',
      '- Evidence (links, trademark numbers):',
      '- My relationship to the person or brand:',
    ].join('\n'),
  );
}
