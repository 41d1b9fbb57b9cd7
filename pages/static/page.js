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

  /*SOLVER*/

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
