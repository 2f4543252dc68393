import { expect } from 'chai';
import { faceOf, formatMaintenanceEnd, maintenanceEndDate } from './maintenance.js';
import { parseStatus } from './merchant-status.js';

describe('maintenance', () => {
  it('reads end times as epoch ms or s, ISO, or platform time (UTC+8) without a zone', () => {
    expect(maintenanceEndDate(1893456000000)?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
    expect(maintenanceEndDate('1893456000')?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
    expect(maintenanceEndDate('2030-01-01 08:00:00')?.toISOString()).to.equal('2030-01-01T00:00:00.000Z');
    expect(maintenanceEndDate('2030-01-01T08:00:00Z')?.toISOString()).to.equal('2030-01-01T08:00:00.000Z');
    expect(maintenanceEndDate('later')).to.equal(null);
    expect(maintenanceEndDate(null)).to.equal(null);
  });

  it("formats the end time in the player's locale and time zone", () => {
    expect(formatMaintenanceEnd('2030-01-01 08:00:00', 'en-US', 'UTC')).to.equal('Jan 1, 2030, 12:00 AM');
    expect(formatMaintenanceEnd('2030-01-01 08:00:00', 'zh-CN', 'Asia/Shanghai')).to.contain('2030');
    expect(formatMaintenanceEnd('nope', 'en-US')).to.equal('');
  });

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
