/**
 * Turns a React component into a custom element on top of r2wc, fixing what r2wc leaves out:
 * - styles go into the shadow root as constructed stylesheets (CSP-safe, shared by instances);
 * - boolean attributes are true when present (even bare) and false when removed;
 * - events are `mc-*` CustomEvents that bubble and cross shadow roots (see `useEmit`);
 * - the component renders only once its language's strings are loaded, in the right direction; until then the
 *   element is in the CSS custom state `loading` (`:state(loading)`), so a page can hold its place;
 * - mounting waits for a coming task (`queueMount`) and the first render may yield to the browser (a
 *   transition), so a page that adds many elements at once does not block the main thread for all of them;
 * - a tag that is already defined is left alone, so loading the kit twice is harmless.
 *
 * `createElement` makes the class without defining it, so that a page can define it under a tag of its own
 * (`McLoginElement.define('shop-login')`), as Shoelace's `*.component.js` and GitHub's `static define()` let it;
 * each element's `index.ts` defines it under its own tag (`define()`).
 */
import r2wc from '@r2wc/react-to-web-component';
import { startTransition, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { signal, type Signal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { adoptStyles } from './adopt-styles.js';
import { queueMount } from './mount-queue.js';
import { HostContext } from './host-context.js';
import { baseStyles } from '../ui/base-styles.js';
import { direction, ensureLocale, language, localeReady } from '../i18n/i18n.js';
import { languageInfo } from '../i18n/languages.js';
import type { Namespace } from '../i18n/namespaces.js';
import { startRuntime } from '../runtime/runtime.js';

/** `property`: a JavaScript property only, never read from or written to an attribute (secrets, objects). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'property';

export interface ElementOptions<Props> {
  /** Props exposed as attributes (kebab-cased) and properties, with their types. */
  attributes: { [K in keyof Props]?: AttributeType };
  /** The element's own CSS, added after the shared base styles. */
  styles?: string;
  /**
   * The namespaces of strings it shows besides the runtime's (its own, and those of the concerns it uses): it
   * renders once they are loaded in the page's language.
   */
  strings?: readonly Namespace[];
}

/** What r2wc's element class offers to a subclass: the standard custom element callbacks. */
type R2wcClass = (new () => HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void;
});

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Each element's internals, for its custom states (browsers without them simply show no state). */
const internalsOf = new WeakMap<HTMLElement, ElementInternals>();

/** The custom states of an element this module defined (none in a browser without them). */
export function elementStates(host: HTMLElement): CustomStateSet | undefined {
  return internalsOf.get(host)?.states;
}

function Frame({ host, strings, children }: { host: HTMLElement; strings: readonly Namespace[]; children: React.ReactNode }) {
  useSignals();
  // The runtime's strings and the element's own.
  const ready = localeReady(strings);
  useLayoutEffect(() => {
    const states = internalsOf.get(host)?.states;
    if (!states) return;
    if (ready) states.delete('loading');
    else states.add('loading');
  }, [host, ready]);
  // Reading the signals subscribes this frame: a language change re-renders every element.
  const dir = direction.value;
  const lang = language.value;
  if (!ready) return <div part="loading" className="mc-loading" aria-busy="true" />;
  return (
    <HostContext.Provider value={host}>
      <div className="mc-frame" dir={dir} lang={languageInfo(lang).tag}>
        {children}
      </div>
    </HostContext.Provider>
  );
}

/** An element's class: a custom element constructor that can define itself. */
export interface ElementClass extends CustomElementConstructor {
  /**
   * Defines the element under `tag` (its own `mc-*` name by default) in `registry` (the page's by default). A tag
   * already defined is left alone. Returns the class the tag has.
   */
  define(tag?: string, registry?: CustomElementRegistry): CustomElementConstructor;
}

/**
 * Makes an element's class without defining it.
 * @param name the element's own tag, which `define()` defines it under by default
 */
export function createElement<Props extends object>(
  name: `mc-${string}`,
  Component: ComponentType<Props>,
  options: ElementOptions<Props>,
): ElementClass {
  const strings = options.strings ?? [];
  const types = Object.entries(options.attributes) as [string, AttributeType][];
  const booleans = types.filter(([, type]) => type === 'boolean').map(([name]) => name);
  // r2wc parses the attributes it can read (strings, numbers, JSON) and observes the booleans' too, but their
  // values are this module's own (r2wc reads `active="false"` as true and a bare attribute as absent), and so
  // are JavaScript-only properties'.
  const parsed: Record<string, AttributeType> = Object.fromEntries(
    types.filter(([, type]) => type !== 'property').map(([name, type]) => [name, type === 'boolean' ? 'string' : type]),
  );
  const byAttribute = new Map(types.map(([name]) => [kebab(name), name]));
  /**
   * Each element's props that r2wc does not keep: booleans, JavaScript-only properties, and attributes the
   * page removed or emptied (r2wc keeps their last value). A new object on each change renders the element.
   */
  const ownOf = new WeakMap<HTMLElement, Signal<Record<string, unknown>>>();
  const own = (host: HTMLElement) => ownOf.get(host)!;
  const setOwn = (host: HTMLElement, name: string, value: unknown) => {
    own(host).value = { ...own(host).peek(), [name]: value };
  };

  /**
   * What r2wc renders into the shadow root: nothing until the mount queue reaches the element, then the
   * component in its frame, with r2wc's props and this module's own on top.
   */
  function Shell(props: Props & { container?: ShadowRoot }) {
    useSignals();
    const { container, ...rest } = props;
    const host = container!.host as HTMLElement;
    const values = own(host).value;
    const [mounted, setMounted] = useState(false);
    // Removed before its turn: React drops the update of an unmounted root, and the sheets are not doubled.
    useEffect(
      () =>
        queueMount(() => {
          adoptStyles(container!, baseStyles, options.styles!);
          // The first render is a transition: React renders it in slices and lets input in between, and the
          // element is in its `loading` state until it commits. Later renders (attributes, signals) are urgent.
          startTransition(() => setMounted(true));
        }),
      [container],
    );
    if (!mounted) return null;
    return (
      <Frame host={host} strings={strings}>
        <Component {...(rest as Props)} {...(values as Partial<Props>)} />
      </Frame>
    );
  }

  const Base = r2wc(Shell as ComponentType<Props>, { shadow: 'open', props: parsed as never }) as unknown as R2wcClass;

  class McElement extends Base {
    /**
     * The namespaces of strings the element shows besides the runtime's. A page that knows it will show the
     * element can ask for them with the page's own (`ensureLocale`), instead of when the element connects.
     */
    static readonly strings: readonly Namespace[] = strings;

    static define(tag: string = name, registry: CustomElementRegistry = customElements): CustomElementConstructor {
      const existing = registry.get(tag);
      if (existing) return existing;
      registry.define(tag, this as unknown as CustomElementConstructor);
      return this as unknown as CustomElementConstructor;
    }

    constructor() {
      super();
      ownOf.set(this, signal(Object.fromEntries(booleans.map((name) => [name, this.hasAttribute(kebab(name))]))));
      try {
        const internals = this.attachInternals();
        internalsOf.set(this, internals);
        // Loading from the start: React paints its first frame a moment after the element connects.
        internals.states.add('loading');
      } catch {
        // No custom states in this browser: pages just cannot style the loading moment.
      }
    }

    override connectedCallback(): void {
      startRuntime();
      void ensureLocale(strings);
      super.connectedCallback();
    }

    override attributeChangedCallback(attribute: string, oldValue: string | null, value: string | null): void {
      const name = byAttribute.get(attribute)!;
      if (booleans.includes(name)) return setOwn(this, name, value !== null);
      // r2wc ignores a removed or emptied attribute and keeps the old value; the prop must follow the page.
      if (!value) return setOwn(this, name, value === '' && parsed[name] === 'string' ? '' : undefined);
      // A value again: r2wc's is the prop's, and r2wc renders at once (so this change need not).
      delete own(this).peek()[name];
      super.attributeChangedCallback(attribute, oldValue, value);
    }
  }

  for (const [name, type] of types) {
    // r2wc's own property (strings, numbers, JSON) keeps the last value it parsed: this module's value, when
    // it has one, is the prop's (a removed attribute, a boolean, a JavaScript-only property).
    const r2wcProperty = Object.getOwnPropertyDescriptor(Base.prototype, name);
    Object.defineProperty(McElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const values = own(this).peek();
        return name in values ? values[name] : r2wcProperty?.get!.call(this);
      },
      set:
        type === 'boolean'
          ? // Boolean properties reflect to presence, not to "true"/"false" text.
            function (this: HTMLElement, value: unknown) {
              this.toggleAttribute(kebab(name), !!value);
            }
          : (r2wcProperty?.set ??
            function (this: HTMLElement, value: unknown) {
              setOwn(this, name, value);
            }),
    });
  }

  return McElement as unknown as ElementClass;
}
