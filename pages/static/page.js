(function () {
  "use strict";
  // The body of the last post, without its key: a post of other answers
  // gets a new key, a retry of the same answers keeps it.
  var last = null;
  // Waits before the retries of a post that got no answer, a 503 or a 409.
  var delays = [1000, 2000, 4000, 8000];

  function init() {
    // Counts the characters left in each text box with a data-max.
    document.querySelectorAll("textarea[data-max]").forEach(function (box) {
      var out = document.getElementById(box.getAttribute("aria-describedby").split(" ")[0]);
      var max = +box.dataset.max;
      function update() { out.textContent = box.dataset.left.replace("%d", max - box.value.length); }
      box.addEventListener("input", update);
      update();
    });
    // A room's text box takes the placeholder of the chosen face.
    document.querySelectorAll("input[name=sentiment]").forEach(function (r) {
      r.addEventListener("change", function () {
        var box = document.getElementById("feedback");
        if (box && r.dataset.placeholder) box.placeholder = r.dataset.placeholder;
      });
    });
    // The form is posted by script, which retries with the same key.
    var form = document.querySelector("form[data-failed]");
    if (form && window.fetch && window.URLSearchParams && window.DOMParser) form.addEventListener("submit", post);
    // A proof of work is solved at once, while the respondent answers.
    if (form && form.dataset.challenge) solving = solveChallenge(form.dataset.challenge).then(function (s) {
      form.elements.altcha.value = s;
    }, function () { /* the post then fails with the page's message */ });
    // Errors and the thank-you are announced and focused.
    var first = document.querySelector("[data-focus]");
    if (first) first.focus();
  }

  // solving is the promise of the page's proof of work, null without one.
  var solving = null;

  // K are SHA-256's round constants.
  var K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2];
  var W = new Int32Array(64);

  // sha256 returns the SHA-256 of the ASCII text s as 8 signed 32-bit
  // words. It is synchronous: Web Crypto's digest, a promise per hash, is
  // ten times slower for the short texts of a challenge, and missing from
  // pages served over plain HTTP.
  function sha256(s) {
    var n = s.length, blocks = ((n + 8) >> 6) + 1, m = new Int32Array(blocks * 16), i, j;
    for (i = 0; i < n; i++) m[i >> 2] |= s.charCodeAt(i) << (24 - (i & 3) * 8);
    m[n >> 2] |= 0x80 << (24 - (n & 3) * 8);
    m[blocks * 16 - 1] = n * 8;
    var H = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    for (j = 0; j < blocks; j++) {
      for (i = 0; i < 16; i++) W[i] = m[j * 16 + i];
      for (i = 16; i < 64; i++) {
        var x = W[i - 15], y = W[i - 2];
        W[i] = W[i - 16] + (((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3)) +
          W[i - 7] + (((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10));
      }
      var a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
      for (i = 0; i < 64; i++) {
        var t1 = (h + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
          ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
        var t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
          ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      H[0] = (H[0] + a) | 0; H[1] = (H[1] + b) | 0; H[2] = (H[2] + c) | 0; H[3] = (H[3] + d) | 0;
      H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
    }
    return H;
  }

  // solveChallenge fetches a challenge from url and resolves to its
  // solution as the submission's field altcha carries it: the number whose
  // SHA-256 after the salt is the challenge (ALTCHA's scheme), tried in
  // slices that leave the page responsive.
  function solveChallenge(url) {
    return fetch(url, { credentials: "omit", cache: "no-store" }).then(function (res) {
      if (!res.ok) throw new Error("challenge " + res.status);
      return res.json();
    }).then(function (c) {
      var want = [];
      for (var i = 0; i < 8; i++) want.push(parseInt(c.challenge.substr(i * 8, 8), 16) | 0);
      return new Promise(function (resolve, reject) {
        var n = 0;
        (function slice() {
          for (var end = Math.min(n + 5000, c.maxnumber + 1); n < end; n++) {
            var h = sha256(c.salt + n);
            if (h[0] === want[0] && h[1] === want[1] && h[2] === want[2] && h[3] === want[3] &&
              h[4] === want[4] && h[5] === want[5] && h[6] === want[6] && h[7] === want[7]) {
              return resolve(btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature })));
            }
          }
          if (n > c.maxnumber) return reject(new Error("unsolved"));
          setTimeout(slice, 0);
        })();
      });
    });
  }

  function newKey() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
  }

  function post(e) {
    e.preventDefault();
    var form = e.target;
    var button = form.querySelector("button[type=submit]");
    button.disabled = true;
    form.setAttribute("aria-busy", "true");
    (solving || Promise.resolve()).then(function () { send(form); });
  }

  // send posts the answers of form, under the key of the last post when
  // they are the same (a solution of the proof of work does not count).
  function send(form) {
    var key = form.elements.idempotencyKey;
    var fields = new URLSearchParams(new FormData(form));
    var solution = fields.get("altcha");
    fields.delete("idempotencyKey");
    fields.delete("altcha");
    var body = fields.toString();
    if (last !== null && body !== last) key.value = newKey();
    last = body;
    fields.set("idempotencyKey", key.value);
    if (solution !== null) fields.set("altcha", solution);
    attempt(form, fields.toString(), 0);
  }

  function attempt(form, body, n) {
    var url = form.action;
    function again(wait) {
      if (n >= delays.length) return failed(form);
      setTimeout(function () { attempt(form, body, n + 1); }, Math.min(Math.max(delays[n], wait * 1000 || 0), 10000));
    }
    fetch(url, {
      method: "POST", body: body, redirect: "manual", credentials: "same-origin",
      headers: { "Content-Type": "application/x-www-form-urlencoded" }
    }).then(function (res) {
      // The thank-you, where the post redirects.
      if (res.type === "opaqueredirect") return location.assign(new URL("?sent=1", url).href);
      if (res.status === 503 || res.status === 409) return again(+res.headers.get("Retry-After"));
      return res.text().then(swap);
    }, function () { again(0); });
  }

  // swap shows the page the post answered (its problems, or why it
  // was refused).
  function swap(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    document.title = doc.title;
    document.body.replaceWith(document.adoptNode(doc.body));
    init();
  }

  // failed says the post could not be sent, keeping the answers and the
  // key for the respondent's next try.
  function failed(form) {
    form.removeAttribute("aria-busy");
    form.querySelector("button[type=submit]").disabled = false;
    var box = document.getElementById("problems");
    if (!box) {
      box = document.createElement("div");
      box.className = "alert";
      box.id = "problems";
      box.setAttribute("role", "alert");
      box.tabIndex = -1;
      form.parentNode.insertBefore(box, form);
    }
    box.textContent = "";
    var h = document.createElement("h2");
    h.textContent = form.dataset.problem;
    var p = document.createElement("p");
    p.textContent = form.dataset.failed;
    box.appendChild(h);
    box.appendChild(p);
    box.focus();
  }

  init();
})();
