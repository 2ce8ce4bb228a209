/**
 * A test-only stand-in for Google's `https://apis.google.com/js/api.js`, served
 * to the browser with Playwright's routing. Offline the real script cannot load,
 * and without it `signInWithPopup` fails with auth/internal-error before it
 * opens the Auth emulator's own Google sign-in page.
 *
 * Both ends of the popup flow load api.js: the app (the Firebase Auth SDK opens
 * a hidden helper iframe served by the Auth emulator) and that helper iframe
 * (it relays the popup's result to the app). They talk through
 * `gapi.iframes`. This stand-in implements just what the two use:
 *
 * - the loader: `?onload=<callback>` and `window.gapi_onload`, `gapi.load()`;
 * - in the app: `gapi.iframes.getContext().open(options, onOpen)`, and on the
 *   iframe it gives `restyle()`, `ping()`, `register()` and `send()`;
 * - in the helper iframe: `gapi.iframes.getContext().getParentIframe()` with
 *   `register()` and `send()`;
 * - `gapi.iframes.CROSS_ORIGIN_IFRAMES_FILTER` (filters are not checked: both
 *   windows are the test's own).
 *
 * Messages between the two windows are postMessage calls tagged with a marker;
 * a request for a type nobody has registered yet waits until it is registered
 * (the helper iframe announces itself before the app listens for its events).
 */
import type { BrowserContext, Page } from 'playwright-core';

export const GOOGLE_API_SCRIPT = /^https:\/\/apis\.google\.com\/js\/api\.js(?:\?.*)?$/;

/** The script served in place of api.js. Plain ES5-style browser JavaScript. */
export const GOOGLE_API_STUB_SOURCE = String.raw`(function () {
  'use strict';
  var TAG = '__wayfareGapiStub';
  var script = document.currentScript;
  var onloadMatch = script && /[?&]onload=([^&#]+)/.exec(script.src);
  var onloadName = onloadMatch ? decodeURIComponent(onloadMatch[1]) : null;

  function callOnload() {
    setTimeout(function () {
      if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
      if (typeof window.gapi_onload === 'function') window.gapi_onload();
    }, 0);
  }

  if (window.gapi && window.gapi.iframes && window.gapi.iframes.__wayfareStub) {
    callOnload();
    return;
  }

  var channels = [];
  var nextId = 1;

  /** One side of a conversation with another window (the helper iframe, or the page that embeds it). */
  function Channel(peer) {
    this.peer = peer;
    this.handlers = {};
    this.waiting = [];
    this.callbacks = {};
    this.connected = false;
    this.onConnected = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    try {
      this.peer.postMessage(message, '*');
    } catch (error) {
      // The other window is gone: nothing to deliver to.
    }
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.waiting;
    this.waiting = [];
    for (var index = 0; index < waiting.length; index += 1) this.receive(waiting[index]);
  };
  Channel.prototype.unregister = function (type) {
    delete this.handlers[type];
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = nextId++;
    if (typeof callback === 'function') this.callbacks[id] = callback;
    this.post({ kind: 'request', id: id, type: type, data: data });
  };
  Channel.prototype.connect = function () {
    if (this.connected) return;
    this.connected = true;
    var waiting = this.onConnected;
    this.onConnected = [];
    for (var index = 0; index < waiting.length; index += 1) waiting[index]();
  };
  Channel.prototype.receive = function (message) {
    var self = this;
    if (message.kind === 'ping') {
      self.post({ kind: 'pong' });
    } else if (message.kind === 'pong') {
      self.connect();
    } else if (message.kind === 'request') {
      var handler = self.handlers[message.type];
      if (!handler) {
        self.waiting.push(message);
        return;
      }
      var result;
      try {
        result = handler(message.data);
      } catch (error) {
        result = undefined;
      }
      Promise.resolve(result).then(function (value) {
        self.post({ kind: 'reply', id: message.id, results: [value] });
      });
    } else if (message.kind === 'reply') {
      var callback = self.callbacks[message.id];
      delete self.callbacks[message.id];
      if (!callback) return;
      try {
        callback(message.results);
      } catch (error) {
        // Like gapi: an exception in a reply callback stays in that callback.
        // (The Firebase SDK's web-storage check throws after calling back.)
      }
    }
  };

  function channelFor(peer) {
    for (var index = 0; index < channels.length; index += 1) {
      if (channels[index].peer === peer) return channels[index];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[TAG] !== true) return;
    var channel = channelFor(event.source);
    if (channel) channel.receive(message);
  });

  /** The app's handle on the helper iframe. */
  function Iframe(element, channel) {
    this.element = element;
    this.channel = channel;
  }
  Iframe.prototype.getIframeEl = function () {
    return this.element;
  };
  Iframe.prototype.restyle = function () {
    return Promise.resolve(true);
  };
  Iframe.prototype.register = function (type, handler) {
    this.channel.register(type, handler);
  };
  Iframe.prototype.unregister = function (type) {
    this.channel.unregister(type);
  };
  Iframe.prototype.send = function (type, data, callback) {
    this.channel.send(type, data, callback);
  };
  /** Resolves (and calls back) once the iframe's own api.js answers. */
  Iframe.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      var timer = setInterval(function () {
        channel.post({ kind: 'ping' });
      }, 50);
      channel.onConnected.push(function () {
        clearInterval(timer);
        if (typeof callback === 'function') callback();
        resolve(true);
      });
      if (channel.connected) channel.connect();
      channel.post({ kind: 'ping' });
    });
  };

  var context = {
    open: function (options, onOpen) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        var value = attributes[name];
        if (name === 'style' && value && typeof value === 'object') {
          Object.keys(value).forEach(function (property) {
            element.style[property] = value[property];
          });
        } else {
          element.setAttribute(name, String(value));
        }
      });
      (options.where || document.body).appendChild(element);
      var channel = new Channel(element.contentWindow);
      element.src = options.url;
      var iframe = new Iframe(element, channel);
      return Promise.resolve(typeof onOpen === 'function' ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      var parentChannel = channelFor(window.parent) || new Channel(window.parent);
      parentChannel.connected = true;
      return {
        register: function (type, handler) {
          parentChannel.register(type, handler);
        },
        unregister: function (type) {
          parentChannel.unregister(type);
        },
        send: function (type, data, callback) {
          parentChannel.send(type, data, callback);
        },
      };
    },
  };
  context.openChild = context.open;

  function Stub() {}

  window.gapi = window.gapi || {};
  window.gapi.load = function (name, config) {
    var callback = typeof config === 'function' ? config : config && config.callback;
    setTimeout(function () {
      if (typeof callback === 'function') callback();
    }, 0);
  };
  window.gapi.iframes = {
    __wayfareStub: true,
    Iframe: Stub,
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    SAME_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    getContext: function () {
      return context;
    },
  };
  callOnload();
})();
`;

/**
 * Serves the stand-in for api.js to every page of `target` (the app, its
 * helper iframe, the popup). Register it after `openPage`'s catch-all route:
 * Playwright tries the most recently registered matching route first.
 */
export async function serveGoogleApiStub(target: BrowserContext | Page): Promise<void> {
  await target.route(GOOGLE_API_SCRIPT, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: GOOGLE_API_STUB_SOURCE,
    }),
  );
}
