// The kit's configuration, in a module of its own that the page's entry imports first: imports run in order,
// so configure() has run before the element's module defines <mc-login>, already in the page, and it starts.
// The platform's address comes in the page's query here (`?api=`).
import { configure } from 'mc-elements';

configure({ api: new URLSearchParams(location.search).get('api') || '', merchant: 'DEMO', language: 'EN' });
