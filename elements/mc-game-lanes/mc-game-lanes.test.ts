import { expect } from 'chai';
import './index.js';
import { fault, received } from '../../test/browser/sandbox.js';
import { until } from '../../test/browser/wait.js';
import { type } from '../../test/browser/forms.js';
import { freshStart, logInAs } from '../../test/browser/member.js';

describe('<mc-game-lanes>', () => {
  let el: HTMLElement;
  const root = () => el.shadowRoot!;
  const headings = () => [...root().querySelectorAll('h2')].map((h) => h.textContent);
  const chips = () => [...root().querySelectorAll<HTMLButtonElement>('.chip')];

  async function mount(attributes = ''): Promise<void> {
    const holder = document.createElement('div');
    holder.innerHTML = `<mc-game-lanes ${attributes}></mc-game-lanes>`;
    el = holder.firstElementChild as HTMLElement;
    document.body.append(el);
  }

  beforeEach(freshStart);

  afterEach(() => el?.remove());

  it('shows the lobby lanes in category order, two rows each, and a category chip shows all of one with its vendors', async () => {
    await mount();
    await until(() => headings().length, 'the lanes');
    expect(headings()).to.deep.equal(['Hot lottery', 'Slots and cards', 'Crash games', 'Live casino']);
    expect(root().querySelectorAll('section')[1]!.querySelectorAll('.card')).to.have.length(6);
    expect(chips().map((chip) => chip.textContent)).to.deep.equal(['All', 'Hot lottery', 'Slots and cards', 'Crash games', 'Live casino']);
    expect(chips()[0]!.getAttribute('aria-pressed')).to.equal('true');
    chips()[2]!.click();
    await until(() => headings().length === 1, 'the one category');
    const slots = root().querySelector('section')!;
    expect(chips()[2]!.getAttribute('aria-pressed')).to.equal('true');
    expect([...slots.querySelectorAll('.vendor')].map((v) => v.textContent)).to.deep.equal(['TCG Slots', 'JILI', 'Kaiyuan Poker', 'Samba Studios']);
    expect(slots.querySelector('.lane__count')!.textContent).to.equal('31 games');
    expect(slots.querySelectorAll('.card')).to.have.length(31);
    const card = slots.querySelector<HTMLAnchorElement>('.card__link')!;
    expect(card.getAttribute('href')).to.equal('/m/launchGame?vendor=TCG_SEA&code=GDRAGON');
    expect(card.textContent).to.contain('Golden Dragon');
    const [lanes] = await received('/wps/relay/GCSGAME_getGameMatchV2');
    expect(lanes!.query).to.deep.equal({ page: 'home', platform: 'html5' });
  });

  it('shows every category on the game page', async () => {
    await mount('page="game"');
    await until(() => headings().length, 'the lanes');
    expect(headings()).to.deep.equal(['Hot lottery', 'Quick lotto', 'Slots and cards', 'Crash games', 'Live casino', 'Sports']);
  });

  it('searches every game by name, says how many it found, and says so when none match', async () => {
    await mount();
    const field = await until(() => root().querySelector<HTMLInputElement>('[role=search] input'), 'the search');
    expect(field.labels?.[0]?.textContent).to.equal('Search games');
    type(field, 'tigre');
    const status = () => root().querySelector('[role=status]')?.textContent;
    await until(() => status() === 'Games found: 2', 'the results');
    expect([...root().querySelectorAll('.card__name')].map((name) => name.textContent)).to.deep.equal(['Tigre da Fortuna', 'Dragão Tigre Ao Vivo']);
    expect(chips()).to.have.length(0);
    type(field, 'zzzz');
    await until(() => status() === 'No games match “zzzz”.', 'the empty state');
    expect(root().querySelectorAll('.card')).to.have.length(0);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => headings().length === 4, 'the lanes again');
  });

  it('gives a visitor no hearts, and a member hearts that keep their favourites on the platform', async () => {
    await mount();
    await until(() => headings().length, 'the lanes');
    expect(root().querySelector('.card__favourite')).to.equal(null);
    el.remove();
    await logInAs();
    await mount();
    const heart = await until(() => root().querySelector<HTMLButtonElement>('[data-game="S301"] .card__favourite'), 'a heart');
    expect(heart.getAttribute('aria-pressed')).to.equal('false');
    expect(heart.getAttribute('aria-label')).to.equal('Favourite Golden Dragon');
    const box = heart.getBoundingClientRect();
    expect(Math.min(box.width, box.height)).to.be.at.least(44);
    heart.click();
    await until(() => headings()[0] === 'Favourites', 'the favourites');
    expect(heart.getAttribute('aria-pressed')).to.equal('true');
    const [saved] = (await received('/wps/game/favourites')).filter((call) => call.method === 'POST');
    expect(saved!.body).to.deep.equal({ gameId: 'S301', favourite: true });
  });

  it('says when the lanes cannot load and loads them on retry', async () => {
    // A code the kit has no text for, and no message of the server's: the element's own words.
    await fault({ path: '/wps/relay/GCSGAME_getGameMatchV2', status: 500, body: { success: false, errorCode: 'lanes.unreadable' }, times: 1 });
    await mount();
    const alert = await until(() => root().querySelector('[role=alert]'), 'the error');
    expect(alert.textContent).to.contain('The games could not be loaded.');
    alert.querySelector('button')!.click();
    await until(() => headings().length, 'the lanes after a retry');
  });

  it('announces a launch and lets the page take it over', async () => {
    await mount();
    const link = await until(() => root().querySelector<HTMLAnchorElement>('.card__link'), 'a card');
    let detail: unknown;
    el.addEventListener('mc-game-launch', (event) => {
      detail = (event as CustomEvent).detail;
      event.preventDefault();
    });
    link.click();
    expect(detail).to.deep.equal({ path: '/m/launchGame?prize_mode=Hanoi&code=HNL&lottoView=betting', gameId: 'L101', vendor: 'TCG_LOTTO_VN' });
  });

  it('opens a trial game in a sandboxed frame from an allowed host, and closes it', async () => {
    await mount('game-hosts="127.0.0.1"');
    const tryButton = await until(() => root().querySelector<HTMLButtonElement>('.card__try'), 'a try button');
    const opened: string[] = [];
    el.addEventListener('mc-game-trial-open', (event) => opened.push((event as CustomEvent).detail.gameId));
    tryButton.click();
    const frame = await until(() => root().querySelector('iframe'), 'the trial frame');
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-forms allow-pointer-lock');
    expect(frame.src).to.match(/\/game\/trial\/S301\?/);
    expect(opened).to.deep.equal(['S301']);
    root().querySelector<HTMLButtonElement>('.trial__control')!.click();
    await until(() => !root().querySelector('[role=dialog]'), 'the trial to close');
  });

  it('refuses a trial game from a host the merchant does not have', async () => {
    // The platform's own site and the merchant's domains may serve a trial; any other host may not.
    await fault({ path: '/wps/relay/GCS_gameTrialLaunch', body: { success: true, value: { gameUrl: 'https://games.example.net/trial/S301' } }, times: 1 });
    await mount();
    const tryButton = await until(() => root().querySelector<HTMLButtonElement>('.card__try'), 'a try button');
    tryButton.click();
    const alert = await until(() => root().querySelector('.trial [role=alert]'), 'the refusal');
    expect(alert.textContent).to.contain('This game comes from an address that is not allowed.');
    expect(root().querySelector('iframe')).to.equal(null);
  });
});
