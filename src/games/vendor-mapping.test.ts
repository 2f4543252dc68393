import { expect } from 'chai';
import { categoryOf, categoryOrdinals, compareCategories, mapVendors, vendorDisplayName } from './vendor-mapping.js';

describe('vendor mapping (SPEC §4)', () => {
  it('merges RNG and PVP into TCG and leaves other game types alone', () => {
    expect(categoryOf('RNG')).to.equal('TCG');
    expect(categoryOf('PVP')).to.equal('TCG');
    expect(categoryOf('rng')).to.equal('TCG');
    expect(categoryOf('LOTT')).to.equal('LOTT');
    expect(categoryOf('SPORTS')).to.equal('SPORTS');
  });

  it('shows BTI and every TCG account as 123BET for the TLB product only', () => {
    expect(vendorDisplayName({ accountTypeName: 'BTI', displayName: 'BTi Sports' }, 'TLB')).to.equal('123BET');
    expect(vendorDisplayName({ accountTypeName: 'TCG_SEA', displayName: 'TCG SEA' }, 'TLB')).to.equal('123BET');
    expect(vendorDisplayName({ accountTypeName: 'TCG', displayName: 'TCG' }, 'tlb')).to.equal('123BET');
    expect(vendorDisplayName({ accountTypeName: 'SABA', displayName: 'SABA Sports' }, 'TLB')).to.equal('SABA Sports');
    expect(vendorDisplayName({ accountTypeName: 'BTI', displayName: 'BTi Sports' }, 'VND')).to.equal('BTi Sports');
    expect(vendorDisplayName({ accountTypeName: 'TCG_SEA', displayName: 'TCG SEA' }, 'VND')).to.equal('TCG SEA');
    // Only a prefix counts.
    expect(vendorDisplayName({ accountTypeName: 'XTCG', displayName: 'XTCG' }, 'TLB')).to.equal('XTCG');
  });

  it('numbers categories from 100 in steps of 100, in the listed order', () => {
    expect(categoryOrdinals(['SPORTS', 'LIVE', 'FISH'])).to.deep.equal({ SPORTS: 100, LIVE: 200, FISH: 300 });
  });

  it('gives ELOTTO the ordinal of ELOTT and SEA_LOTT five more', () => {
    const ordinals = categoryOrdinals(['LIVE', 'ELOTT', 'SPORTS']);
    expect(ordinals).to.include({ LIVE: 100, ELOTT: 200, ELOTTO: 200, SEA_LOTT: 205, SPORTS: 300 });
  });

  it('gives VIETNAM_LOTTO the ordinal of LOTT plus one', () => {
    expect(categoryOrdinals(['LOTT', 'SPORTS'])).to.include({ LOTT: 100, VIETNAM_LOTTO: 101, SPORTS: 200 });
  });

  it('lets aliases take no step of their own while their source is listed, and one when it is not', () => {
    expect(categoryOrdinals(['LOTT', 'VIETNAM_LOTTO', 'ELOTT', 'SEA_LOTT', 'ELOTTO', 'LIVE'])).to.deep.equal({
      LOTT: 100, VIETNAM_LOTTO: 101, ELOTT: 200, ELOTTO: 200, SEA_LOTT: 205, LIVE: 300,
    });
    expect(categoryOrdinals(['SEA_LOTT', 'LIVE'])).to.deep.equal({ SEA_LOTT: 100, LIVE: 200 });
  });

  it('counts merged categories once', () => {
    expect(categoryOrdinals(['RNG', 'PVP', 'LIVE'])).to.deep.equal({ TCG: 100, LIVE: 200 });
  });

  it('sorts unknown categories last', () => {
    const ordinals = categoryOrdinals(['LIVE', 'LOTT']);
    expect(['NEW', 'LOTT', 'VIETNAM_LOTTO', 'LIVE'].sort(compareCategories(ordinals))).to.deep.equal(['LIVE', 'LOTT', 'VIETNAM_LOTTO', 'NEW']);
  });

  it('groups vendors into ordered categories with game counts', () => {
    const categories = mapVendors(
      [
        { accountTypeName: 'TCG_LOTTO_VN', displayName: 'TCG Lottery', gameType: 'LOTT', gameCount: 12 },
        { accountTypeName: 'TCG_SEA', displayName: 'TCG RNG', gameType: 'RNG', gameCount: 40 },
        { accountTypeName: 'JILI', displayName: 'JILI', gameType: 'PVP', gameCount: 8 },
        { accountTypeName: 'BTI', displayName: 'BTi Sports', gameType: 'SPORTS', gameCount: 1 },
      ],
      'VND',
    );
    expect(categories.map((c) => [c.code, c.ordinal, c.gameCount])).to.deep.equal([
      ['LOTT', 100, 12],
      ['TCG', 200, 48],
      ['SPORTS', 300, 1],
    ]);
    expect(categories[1]!.vendors.map((v) => v.name)).to.deep.equal(['TCG RNG', 'JILI']);
  });

  it('shows two vendors that TLB names alike once, and survives bad counts', () => {
    const [tcg] = mapVendors(
      [
        { accountTypeName: 'TCG_SEA', displayName: 'TCG', gameType: 'RNG', gameCount: 3 },
        { accountTypeName: 'TCG_MINI', displayName: 'TCG Mini', gameType: 'PVP', gameCount: Number.NaN },
      ],
      'TLB',
    );
    expect(tcg!.vendors).to.deep.equal([{ accountTypeName: 'TCG_SEA', name: '123BET', gameCount: 3 }]);
  });
});
