import { expect } from 'chai';
import { faceOf } from './maintenance.js';
import { parseStatus } from './merchant-status.js';

describe('maintenance', () => {
  it('picks the face from the status: maintenance first, then a restriction', () => {
    expect(faceOf(parseStatus({ maintenance: true, regionRestriction: true }))).to.equal('maintenance');
    expect(faceOf(parseStatus({ regionRestriction: true }))).to.equal('denied');
    expect(faceOf(parseStatus({ maintenance: 'yes' }))).to.equal(null);
    expect(faceOf(null)).to.equal(null);
  });

  it('defaults a malformed domain list to none', () => {
    expect(parseStatus({ domainList: 'x' }).domainList).to.deep.equal([]);
    expect(parseStatus({ domainList: ['https://a.example', 'ftp://b'] }).domainList).to.deep.equal(['https://a.example']);
  });
});
