// Web Push for Comoé Express (design §6), loaded by the generated service worker with
// importScripts (scripts/pwa-options.ts). A classic script: a worker cannot import modules here.
// Tested by src/lib/push-sw.test.ts, which runs this very file against a fake worker scope.
(function (sw) {
  'use strict';

  /** Same as PUSH_MESSAGE_TYPE (src/lib/web-push.ts) and MSG.defaultNotificationTitle. */
  var MESSAGE_TYPE = 'comoe:push';
  var DEFAULT_TITLE = 'Nouvelle notification';

  function text(value) {
    return typeof value === 'string' ? value : '';
  }

  /** Only a page of this app may be opened: anything else falls back to the home page. */
  function safeUrl(value) {
    var url = text(value);
    return url.charAt(0) === '/' && url.charAt(1) !== '/' ? url : '/';
  }

  /** The pushPayloadSchema shape ({ title, body, url, tag?, commandeId }), whatever arrived. */
  function parsePayload(data) {
    var raw = null;
    if (data) {
      try {
        raw = data.json();
      } catch (_error) {
        raw = { body: data.text() };
      }
    }
    if (typeof raw !== 'object' || raw === null) raw = {};
    var payload = {
      title: text(raw.title) || DEFAULT_TITLE,
      body: text(raw.body),
      url: safeUrl(raw.url),
      commandeId: text(raw.commandeId) || null,
    };
    if (text(raw.tag)) payload.tag = raw.tag;
    return payload;
  }

  function appWindows() {
    return sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  }

  /** A visible page shows the push as a toast; otherwise the system shows a notification. */
  function handlePush(payload) {
    return appWindows().then(function (windows) {
      var visible = windows.filter(function (client) {
        return client.visibilityState === 'visible';
      });
      if (visible.length > 0) {
        visible.forEach(function (client) {
          client.postMessage({ type: MESSAGE_TYPE, payload: payload });
        });
        return undefined;
      }
      var options = {
        body: payload.body,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        lang: 'fr',
        data: { url: payload.url },
      };
      if (payload.tag) {
        options.tag = payload.tag;
        options.renotify = true;
      }
      return sw.registration.showNotification(payload.title, options);
    });
  }

  /** A tap focuses the app's window on the notification's page, or opens one. */
  function handleClick(notification) {
    notification.close();
    var target = new URL(safeUrl(notification.data && notification.data.url), sw.location.origin).href;
    return appWindows().then(function (windows) {
      var exact = windows.find(function (client) {
        return client.url === target;
      });
      var any = exact || windows[0];
      if (!any) return sw.clients.openWindow(target);
      return any.focus().then(function (client) {
        if (exact || !client || typeof client.navigate !== 'function') return client;
        return client.navigate(target).catch(function () {
          return sw.clients.openWindow(target);
        });
      });
    });
  }

  sw.addEventListener('push', function (event) {
    event.waitUntil(handlePush(parsePayload(event.data)));
  });
  sw.addEventListener('notificationclick', function (event) {
    event.waitUntil(handleClick(event.notification));
  });

  sw.comoePush = { parsePayload: parsePayload, handlePush: handlePush, handleClick: handleClick };
})(self);
