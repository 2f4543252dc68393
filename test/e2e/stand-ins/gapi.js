// A stand-in for Google's API loader (https://apis.google.com/js/api.js) with the part of `gapi.iframes` that
// Firebase Auth's popup sign-in uses: the page opens a helper iframe on the auth domain (here the Auth
// emulator's) and both sides exchange messages through it. The journeys serve it in place of Google's script,
// which this closed network cannot reach; the Firebase SDK and the emulator's pages run unchanged.
(function () {
  'use strict';
  var TAG = '__gapiStandIn';
  var FILTER = function () {
    return true;
  };
  var channels = [];
  var replies = {};
  var sequence = 0;

  function post(target, message) {
    message[TAG] = true;
    target.postMessage(message, '*');
  }

  /** One end of a page-iframe pair: `register` a handler, `send` to the other end, `ping` until it is ready. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.ready = false;
    this.waiting = [];
    channels.push(this);
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
  };
  Channel.prototype.send = function (name, payload, callback) {
    var id = String(++sequence) + Math.random();
    replies[id] = callback || function () {};
    post(this.target, { kind: 'send', name: name, payload: payload, id: id });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.ping = function (callback) {
    return new Promise(
      function (resolve) {
        var done = function () {
          if (callback) callback();
          resolve();
        };
        if (this.ready) done();
        else this.waiting.push(done);
      }.bind(this),
    );
  };

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || !data[TAG]) return;
    var channel = channels.filter(function (each) {
      return each.target === event.source;
    })[0];
    if (data.kind === 'ready' && channel) {
      channel.ready = true;
      channel.waiting.splice(0).forEach(function (done) {
        done();
      });
    } else if (data.kind === 'send') {
      var handler = channel && channel.handlers[data.name];
      post(event.source, { kind: 'reply', id: data.id, result: handler ? [handler(data.payload)] : [] });
    } else if (data.kind === 'reply' && replies[data.id]) {
      var callback = replies[data.id];
      delete replies[data.id];
      // Like Google's loader, a callback that throws does not break the channel (Firebase's web-storage check
      // throws after answering, on purpose).
      try {
        callback(data.result);
      } catch (error) {
        void error;
      }
    }
  });

  var context = {
    open: function (options, callback) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return callback(new Channel(frame.contentWindow));
    },
    getParentIframe: function () {
      var parent = new Channel(window.parent);
      setTimeout(function () {
        post(window.parent, { kind: 'ready' });
      });
      return parent;
    },
  };

  window.gapi = {
    load: function (name, options) {
      setTimeout(function () {
        (typeof options === 'function' ? options : options.callback)();
      });
    },
    iframes: {
      Iframe: Channel,
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
