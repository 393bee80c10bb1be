/*
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) for the browser specs, which run
 * without the internet: a spec serves this file for js.stripe.com (page.route). It offers what
 * @stripe/stripe-js and @stripe/react-stripe-js call: window.Stripe(publishableKey), elements() with a
 * payment element (one plain card-number field instead of Stripe's iframe), and confirmPayment, which
 * posts the card to https://api.stripe.com/v1/payment_intents/:id/confirm (the spec sends that on to
 * the Stripe API stand-in, test/helpers/stripe-stand-in.ts) and, when the payment went through, goes
 * to return_url as Stripe.js does.
 */
(function () {
  'use strict';
  var API = 'https://api.stripe.com';
  var count = 0;

  function paymentElement(group) {
    var listeners = {};
    var root = null;
    var input = null;
    var ready = false;
    var fire = function (type, event) {
      (listeners[type] || []).slice().forEach(function (listener) {
        listener(event);
      });
    };
    var element = {
      mount: function (target) {
        var parent = typeof target === 'string' ? document.querySelector(target) : target;
        if (!parent) throw new Error('stand-in Stripe.js: nothing to mount the payment element on');
        count += 1;
        var id = 'stand-in-card-number-' + count;
        root = document.createElement('div');
        root.className = 'stand-in-payment-element';
        var label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.id = id;
        input.name = 'cardnumber';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.addEventListener('input', function () {
          var digits = input.value.replace(/\s+/g, '');
          fire('change', { elementType: 'payment', empty: digits === '', complete: digits.length >= 16, value: { type: 'card' } });
        });
        root.appendChild(label);
        root.appendChild(input);
        parent.appendChild(root);
        setTimeout(function () {
          ready = true;
          fire('ready', { elementType: 'payment' });
        }, 0);
        return element;
      },
      unmount: function () {
        if (root && root.parentNode) root.parentNode.removeChild(root);
        root = null;
        input = null;
      },
      destroy: function () {
        element.unmount();
        listeners = {};
        if (group._payment === element) group._payment = null;
      },
      // A listener for 'ready' that comes after the element is ready still hears of it.
      on: function (type, listener) {
        (listeners[type] = listeners[type] || []).push(listener);
        if (type === 'ready' && ready)
          setTimeout(function () {
            listener({ elementType: 'payment' });
          }, 0);
        return element;
      },
      off: function (type, listener) {
        listeners[type] = (listeners[type] || []).filter(function (l) {
          return l !== listener;
        });
        return element;
      },
      once: function (type, listener) {
        var wrapped = function (event) {
          element.off(type, wrapped);
          listener(event);
        };
        return element.on(type, wrapped);
      },
      update: function () {},
      collapse: function () {},
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {
        if (input) input.blur();
      },
      clear: function () {
        if (input) input.value = '';
      },
      _cardNumber: function () {
        return input ? input.value.replace(/\s+/g, '') : '';
      },
    };
    return element;
  }

  function elementsGroup(options) {
    var group = {
      _options: Object.assign({}, options),
      _payment: null,
      create: function (type) {
        if (type !== 'payment') throw new Error('stand-in Stripe.js: only the payment element is offered, not ' + type);
        if (group._payment) throw new Error('Can only create one Element of type payment.');
        group._payment = paymentElement(group);
        return group._payment;
      },
      getElement: function (type) {
        return type === 'payment' ? group._payment : null;
      },
      update: function (changes) {
        Object.assign(group._options, changes);
      },
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        var number = group._payment ? group._payment._cardNumber() : '';
        return Promise.resolve(number ? {} : { error: incomplete() });
      },
    };
    return group;
  }

  function incomplete() {
    return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };
  }

  function unsupported(name) {
    return function () {
      return Promise.reject(new Error('stand-in Stripe.js: ' + name + ' is not offered'));
    };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !/^pk_/.test(publishableKey)) throw new Error('Invalid publishable key: ' + publishableKey);
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function (options) {
        return elementsGroup(options || {});
      },
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      confirmCardPayment: unsupported('confirmCardPayment'),
      confirmPayment: function (options) {
        var elements = options.elements;
        var secret = options.clientSecret || (elements && elements._options.clientSecret) || '';
        var params = options.confirmParams || {};
        var number = elements && elements._payment ? elements._payment._cardNumber() : '';
        if (!number) return Promise.resolve({ error: incomplete() });
        var id = secret.split('_secret_')[0];
        var body = new URLSearchParams({
          key: publishableKey,
          client_secret: secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          return_url: params.return_url || '',
        });
        return fetch(API + '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', { method: 'POST', body: body })
          .then(function (response) {
            return response.json();
          })
          .then(
            function (answer) {
              if (answer.error) return { error: answer.error };
              if (options.redirect === 'if_required') return { paymentIntent: answer };
              var url = new URL(params.return_url, window.location.href);
              url.searchParams.set('payment_intent', answer.id);
              url.searchParams.set('payment_intent_client_secret', secret);
              url.searchParams.set('redirect_status', answer.status);
              window.location.assign(url.toString());
              // Stripe.js never answers a payment that leaves for return_url.
              return new Promise(function () {});
            },
            function () {
              return { error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' } };
            },
          );
      },
    };
  }
  // The release train @stripe/stripe-js v10 expects (it warns about any other).
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
