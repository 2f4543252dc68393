import { expect } from 'chai';
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from './define-element.js';
import { setLanguage } from '../i18n/i18n.js';
import { useEmit } from './host-context.js';
import { until } from '../../test/browser/wait.js';

interface WidgetProps {
  label?: string;
  active?: boolean;
  count?: number;
}

function Widget({ label = '', active = false, count = 0 }: WidgetProps) {
  const emit = useEmit();
  return (
    <div className="inner" data-active={String(active)}>
      <span className="label">{label}</span>
      <span className="count">{count}</span>
      <button type="button" onClick={() => emit('mc-test-pressed', { count, label })}>
        press
      </button>
    </div>
  );
}

const styles = `.inner { color: rgb(1, 2, 3); padding-inline-start: 7px; } .label { font-weight: 700; }`;

const WidgetElement = createElement<WidgetProps>('mc-test-widget', Widget, {
  attributes: { label: 'string', active: 'boolean', count: 'number' },
  styles,
}).define();

type WidgetHost = HTMLElement & WidgetProps;

const inner = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('.inner') ?? null;
const text = (el: Element, selector: string) => el.shadowRoot?.querySelector(selector)?.textContent ?? null;

describe('createElement', () => {
  const mounted: Element[] = [];

  function place(html: string): WidgetHost {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    document.body.append(holder);
    mounted.push(holder);
    return holder.firstElementChild as WidgetHost;
  }

  afterEach(async () => {
    for (const el of mounted.splice(0)) el.remove();
  });

  after(async () => {
    await setLanguage('CN');
    localStorage.removeItem('language');
  });

  it('registers the tag and renders into an open shadow root', async () => {
    expect(customElements.get('mc-test-widget')).to.equal(WidgetElement);
    const el = place('<mc-test-widget label="Hello" count="3"></mc-test-widget>');
    expect(el).to.be.instanceOf(WidgetElement);
    expect(el.shadowRoot).to.not.equal(null);
    expect(el.shadowRoot!.mode).to.equal('open');
    await until(() => inner(el), 'render');
    expect(text(el, '.label')).to.equal('Hello');
    expect(text(el, '.count')).to.equal('3');
    // Nothing leaks into the light DOM.
    expect(el.children).to.have.length(0);
  });

  it('applies its styles inside the shadow root as adopted stylesheets, and they stay inside', async () => {
    const el = place('<mc-test-widget></mc-test-widget>');
    const box = await until(() => inner(el), 'render');
    expect(getComputedStyle(box).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(box).paddingLeft).to.equal('7px');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelectorAll('style')).to.have.length(0);
    // The same class name outside the element is not styled.
    const outside = document.createElement('div');
    outside.className = 'inner';
    document.body.append(outside);
    mounted.push(outside);
    expect(getComputedStyle(outside).color).to.not.equal('rgb(1, 2, 3)');
  });

  it('shares one stylesheet between instances', async () => {
    const a = place('<mc-test-widget></mc-test-widget>');
    const b = place('<mc-test-widget></mc-test-widget>');
    await until(() => inner(a) && inner(b), 'render');
    const sheetsA = a.shadowRoot!.adoptedStyleSheets;
    const sheetsB = b.shadowRoot!.adoptedStyleSheets;
    expect(sheetsA).to.have.length(sheetsB.length);
    sheetsA.forEach((sheet, i) => expect(sheet).to.equal(sheetsB[i]));
  });

  it('reads a bare boolean attribute as true, and its removal as false', async () => {
    const el = place('<mc-test-widget active></mc-test-widget>');
    expect(el.active).to.equal(true);
    await until(() => inner(el)?.dataset.active === 'true', 'active render');
    el.removeAttribute('active');
    expect(el.active).to.equal(false);
    await until(() => inner(el)?.dataset.active === 'false', 'inactive render');
    el.setAttribute('active', '');
    expect(el.active).to.equal(true);
    await until(() => inner(el)?.dataset.active === 'true', 'active render again');
  });

  it('starts false without the attribute, and reflects the boolean property to the attribute', async () => {
    const el = place('<mc-test-widget></mc-test-widget>');
    await until(() => inner(el), 'render');
    expect(el.active).to.equal(false);
    expect(inner(el)!.dataset.active).to.equal('false');
    el.active = true;
    expect(el.hasAttribute('active')).to.equal(true);
    await until(() => inner(el)?.dataset.active === 'true', 'active render');
    el.active = false;
    expect(el.hasAttribute('active')).to.equal(false);
    await until(() => inner(el)?.dataset.active === 'false', 'inactive render');
  });

  it('honours a boolean attribute set before the element is connected', async () => {
    const el = document.createElement('mc-test-widget') as WidgetHost;
    el.setAttribute('active', '');
    document.body.append(el);
    mounted.push(el);
    await until(() => inner(el)?.dataset.active === 'true', 'active render');
  });

  it('updates the render when string and number attributes or properties change', async () => {
    const el = place('<mc-test-widget label="one" count="1"></mc-test-widget>');
    await until(() => text(el, '.label') === 'one', 'first render');
    el.setAttribute('label', 'two');
    el.setAttribute('count', '2.5');
    await until(() => text(el, '.label') === 'two' && text(el, '.count') === '2.5', 'attribute update');
    expect(el.count).to.equal(2.5);
    el.label = 'three';
    el.count = 3;
    expect(el.getAttribute('label')).to.equal('three');
    expect(el.getAttribute('count')).to.equal('3');
    await until(() => text(el, '.label') === 'three' && text(el, '.count') === '3', 'property update');
  });

  it('clears a string or number prop when its attribute is removed or emptied', async () => {
    const el = place('<mc-test-widget label="gone soon" count="4"></mc-test-widget>');
    await until(() => text(el, '.label') === 'gone soon', 'first render');
    el.removeAttribute('label');
    el.removeAttribute('count');
    await until(() => text(el, '.label') === '' && text(el, '.count') === '0', 'defaults after removal');
    el.setAttribute('label', 'back');
    await until(() => text(el, '.label') === 'back', 'label again');
    el.setAttribute('label', '');
    await until(() => text(el, '.label') === '', 'empty label');
  });

  it('dispatches its events as CustomEvents that bubble out of the shadow root', async () => {
    const el = place('<mc-test-widget label="x" count="7"></mc-test-widget>');
    await until(() => inner(el), 'render');
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    document.addEventListener('mc-test-pressed', listener);
    try {
      el.shadowRoot!.querySelector('button')!.click();
    } finally {
      document.removeEventListener('mc-test-pressed', listener);
    }
    expect(seen).to.have.length(1);
    const event = seen[0] as CustomEvent;
    expect(event).to.be.instanceOf(CustomEvent);
    expect(event.type).to.equal('mc-test-pressed');
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
    expect(event.detail).to.deep.equal({ count: 7, label: 'x' });
  });

  it('leaves a tag that is already defined alone', () => {
    let second: CustomElementConstructor | undefined;
    expect(() => {
      second = createElement('mc-test-widget', () => <p>other</p>, { attributes: {} }).define();
    }).to.not.throw();
    expect(second).to.equal(WidgetElement);
    expect(customElements.get('mc-test-widget')).to.equal(WidgetElement);
  });

  it('is in the custom state "loading" until its strings are there, so a page can hold its place', async () => {
    await setLanguage('TH');
    const el = place('<mc-test-widget label="x"></mc-test-widget>');
    expect(el.matches(':state(loading)')).to.equal(true);
    await until(() => inner(el), 'render');
    expect(el.matches(':state(loading)')).to.equal(false);
    await setLanguage('CN');
  });

  it('renders right to left in Arabic, and back', async () => {
    const el = place('<mc-test-widget label="x"></mc-test-widget>');
    await until(() => inner(el), 'render');
    const frame = () => el.shadowRoot!.querySelector('.mc-frame');
    expect(frame()!.getAttribute('dir')).to.equal('ltr');
    await setLanguage('AR');
    await until(() => frame()?.getAttribute('dir') === 'rtl', 'rtl frame');
    expect(frame()!.getAttribute('lang')).to.equal('ar');
    await setLanguage('CN');
    await until(() => frame()?.getAttribute('dir') === 'ltr', 'ltr frame');
  });

  it('stops rendering when removed, and renders again when put back', async () => {
    const el = place('<mc-test-widget label="kept"></mc-test-widget>');
    await until(() => inner(el), 'render');
    const parent = el.parentElement!;
    el.remove();
    await until(() => !inner(el), 'unmount');
    parent.append(el);
    await until(() => text(el, '.label') === 'kept', 'render after re-attach');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(new Set(el.shadowRoot!.adoptedStyleSheets).size);
  });
});

// createElement builds on these parts of r2wc's published API only; a version that changes them fails here
// rather than in every element.
describe("r2wc's public surface", () => {
  it('observes the kebab-cased attributes of the props it is given, with properties that reflect them', async () => {
    const seen: { container?: unknown; fooBar?: string }[] = [];
    const Probe = r2wc((props: { container?: unknown; fooBar?: string }) => {
      seen.push(props);
      return null;
    }, { shadow: 'open', props: { fooBar: 'string' } }) as CustomElementConstructor & { observedAttributes: string[] };
    customElements.define('mc-test-r2wc-probe', Probe);
    expect(Probe.observedAttributes).to.deep.equal(['foo-bar']);
    const descriptor = Object.getOwnPropertyDescriptor(Probe.prototype, 'fooBar');
    expect(descriptor?.get).to.be.a('function');
    expect(descriptor?.set).to.be.a('function');
    const el = document.createElement('mc-test-r2wc-probe') as HTMLElement & { fooBar?: string };
    document.body.append(el);
    try {
      el.fooBar = 'x';
      expect(el.getAttribute('foo-bar')).to.equal('x');
      await until(() => seen.some((props) => props.fooBar === 'x'), 'render with the property');
      // The component gets the element's open shadow root as `container`.
      expect(seen.at(-1)!.container).to.equal(el.shadowRoot);
      expect(el.shadowRoot).to.not.equal(null);
    } finally {
      el.remove();
    }
  });
});
