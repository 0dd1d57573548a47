/**
 * Why a mail could not be sent, in a person's words, from nodemailer's error code and the mail server's reply code
 * only: the mail server's own words may quote the address, and a stack trace tells the shop's people nothing.
 */
const byCode: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'The mail server refused the connection: it may be down.',
  ECONNRESET: 'The mail server hung up in the middle of the mail.',
  ETIMEDOUT: 'The mail server did not answer in time.',
  ECONNECTION: 'The shop could not reach the mail server.',
  ENOTFOUND: 'The mail server’s address could not be found.',
  EDNS: 'The mail server’s address could not be found.',
  EAUTH: 'The mail server refused the shop’s user name or password.',
  ETLS: 'The secure connection to the mail server failed.',
  ESOCKET: 'The shop could not hold a connection to the mail server: it may be down.',
  EENVELOPE: 'The mail server refused the address this mail is for.',
};

export function mailErrorInWords(code: unknown, responseCode: unknown): string {
  if (typeof responseCode === 'number' && responseCode >= 500)
    return `The mail server refused this mail (code ${responseCode}): the address may not exist.`;
  if (typeof responseCode === 'number' && responseCode >= 400)
    return `The mail server asked the shop to try later (code ${responseCode}).`;
  return (
    (typeof code === 'string' && byCode[code]) ||
    'The mail could not be sent, for a reason the mail server did not give.'
  );
}
