/* feedbackkit widget: <script src="{base_url}/widget.js" data-instructor="ID" data-room="ROOM" async></script> */
(function (S) {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.dataset) return;
  var conf = script.dataset;
  var base = script.src.replace(/\/widget\.js(\?.*)?$/, "");
  var api = base + "/api/widget/submit";

  /*SOLVER*/

  // A room that requires a proof of work gets it solved from the moment
  // the panel opens, while the respondent writes: checked is the promise
  // of the room's answer, solving the promise of a solution (null when
  // the room needs none).
  var checked = null, solving = null;
  function prepare() {
    if (!checked) {
      checked = fetch(base + "/api/public/rooms/" + encodeURIComponent(conf.instructor || "") + "/" + encodeURIComponent(conf.room || ""),
        { credentials: "omit" }).then(function (res) { return res.ok ? res.json() : {}; }).then(function (room) {
        if (room.requireChallenge) renew();
      }, function () { /* the post then says what went wrong */ });
    }
    return checked;
  }
  // renew starts solving a new challenge (a solution is used once).
  function renew() {
    solving = solveChallenge(base + "/api/public/challenge").then(null, function () { return ""; });
  }

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text) e.textContent = text;
    return e;
  }

  var host = el("div", { "data-feedbackkit-widget": "" });
  var root = host.attachShadow({ mode: "open" });
  var css =
    ":host{all:initial}" +
    "*{box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}" +
    ".wrap{position:fixed;right:16px;bottom:16px;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;gap:8px;font-size:16px;line-height:1.45;color:#1f2328}" +
    "button{font:inherit;font-weight:600;min-height:44px;padding:10px 18px;border:0;border-radius:10px;background:" + S.accent + ";color:" + S.onAccent + ";cursor:pointer}" +
    "button:focus-visible,textarea:focus,label input:focus-visible+span{outline:3px solid " + S.accentText + ";outline-offset:2px}" +
    ".panel{width:min(360px,calc(100vw - 32px));background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:16px;box-shadow:0 8px 24px rgba(0,0,0,.18)}" +
    ".panel[hidden]{display:none}" +
    ".head{display:flex;justify-content:space-between;align-items:center;gap:8px}" +
    "h2{font-size:18px;margin:0}" +
    ".x{background:#fff;color:#1f2328;border:2px solid #6e7781;min-width:44px;padding:0 10px}" +
    "fieldset{border:0;margin:12px 0;padding:0}legend{font-weight:600;margin-bottom:6px;padding:0}" +
    ".faces{display:flex;gap:8px}" +
    ".faces label{position:relative;flex:1}" +
    ".faces input{position:absolute;opacity:0;inset:0;width:100%;height:100%;margin:0;cursor:pointer}" +
    ".faces span{display:flex;flex-direction:column;align-items:center;padding:6px;border:2px solid #6e7781;border-radius:10px;font-size:14px}" +
    ".faces b{font-size:26px;font-weight:400;font-family:'Apple Color Emoji','Segoe UI Emoji','Noto Color Emoji',sans-serif}" +
    ".faces input:checked+span{background:" + S.accent + ";border-color:" + S.accent + ";color:" + S.onAccent + "}" +
    "label.t{display:block;font-weight:600;margin-bottom:6px}" +
    "textarea{width:100%;font:inherit;padding:8px;border:2px solid #6e7781;border-radius:8px;color:#1f2328;background:#fff;resize:vertical}" +
    ".muted{color:#57606a;font-size:14px;margin:4px 0 12px}" +
    ".hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}" +
    ".privacy{color:#57606a;font-size:13px;margin:12px 0 0}.privacy a{color:" + S.accentText + "}" +
    ".send{width:100%}" +
    ".msg{margin:10px 0 0;font-weight:600}.msg.bad{color:#b3261e}" +
    ".thanks{text-align:center;padding:12px 0}.thanks:focus{outline:none}";
  // The styles go in a constructed stylesheet, which a host page's
  // Content-Security-Policy does not govern (it governs style elements and
  // attributes, not the CSSOM), so that the widget is styled on a page that
  // allows no inline style; a browser without constructed stylesheets gets
  // a style element.
  if ("adoptedStyleSheets" in root) {
    var sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } else {
    root.appendChild(el("style", {}, css));
  }
  var wrap = el("div", { class: "wrap" });
  var panel = el("div", { class: "panel", id: "panel", role: "dialog", "aria-labelledby": "title", hidden: "" });
  var head = el("div", { class: "head" });
  head.appendChild(el("h2", { id: "title" }, S.title));
  var close = el("button", { type: "button", class: "x", "aria-label": S.close }, "×");
  head.appendChild(close);
  panel.appendChild(head);

  var form = el("form", { novalidate: "" });
  var faces = el("fieldset");
  faces.appendChild(el("legend", {}, S.how));
  var row = el("div", { class: "faces" });
  S.sentiments.forEach(function (s) {
    var label = el("label");
    label.appendChild(el("input", { type: "radio", name: "sentiment", value: s.value }));
    var face = el("span");
    face.appendChild(el("b", { "aria-hidden": "true" }, s.emoji));
    face.appendChild(document.createTextNode(s.label));
    label.appendChild(face);
    row.appendChild(label);
  });
  faces.appendChild(row);
  form.appendChild(faces);
  form.appendChild(el("label", { class: "t", for: "text" }, S.yourFeedback));
  var text = el("textarea", { id: "text", name: "feedback", rows: "4", maxlength: String(S.max), "aria-describedby": "count" });
  form.appendChild(text);
  var count = el("p", { id: "count", class: "muted" });
  form.appendChild(count);
  // A field people never see: a program that fills it is told it succeeded.
  var trap = el("input", { type: "text", name: "website", tabindex: "-1", autocomplete: "off", "aria-hidden": "true", class: "hp" });
  form.appendChild(trap);
  var send = el("button", { type: "submit", class: "send" }, S.send);
  form.appendChild(send);
  var msg = el("p", { class: "msg", role: "status" });
  form.appendChild(msg);
  panel.appendChild(form);
  // The room's privacy line: anonymous, who collects, how long it is kept.
  var privacy = el("p", { class: "privacy" });
  panel.appendChild(privacy);
  fetch(base + "/api/widget/privacy?instructorId=" + encodeURIComponent(conf.instructor || "") +
    "&eventType=" + encodeURIComponent(conf.room || ""), { credentials: "omit" })
    .then(function (res) { return res.ok ? res.json() : null; })
    .then(function (p) {
      if (!p) return;
      privacy.appendChild(document.createTextNode(p.notice + " "));
      privacy.appendChild(el("a", { href: p.url, target: "_blank", rel: "noopener" }, S.privacyLink));
    }, function () {});

  var open = el("button", { type: "button", "aria-expanded": "false", "aria-controls": "panel" }, S.open);
  wrap.appendChild(panel);
  wrap.appendChild(open);
  root.appendChild(wrap);

  function counted() { count.textContent = S.charsLeft.replace("%d", S.max - text.value.length); }
  text.addEventListener("input", counted);
  counted();

  function show(on) {
    panel.hidden = !on;
    open.setAttribute("aria-expanded", String(on));
    if (on) {
      prepare();
      (root.querySelector("input,textarea,.thanks") || text).focus();
    }
    else open.focus();
  }
  open.addEventListener("click", function () { show(panel.hidden); });
  close.addEventListener("click", function () { show(false); });
  panel.addEventListener("keydown", function (e) { if (e.key === "Escape") show(false); });

  function say(text, bad) {
    msg.textContent = text;
    msg.className = bad ? "msg bad" : "msg";
  }

  // One key per submission: a retry of the same text and face keeps it, so
  // that the service stores the feedback once; other feedback gets a new one.
  var key = "", last = null;
  var delays = [1000, 2000, 4000, 8000];
  function newKey() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join("");
  }

  function done(res) {
    if (res.status === 201) {
      var thanks = el("div", { class: "thanks", tabindex: "-1", role: "status" });
      thanks.appendChild(el("h2", {}, S.thanksTitle));
      thanks.appendChild(el("p", {}, S.thanksBody));
      panel.replaceChild(thanks, form);
      thanks.focus();
      return;
    }
    var known = { 429: S.limited, 403: S.closed, 404: S.unknown };
    if (known[res.status]) return say(known[res.status], true);
    return res.json().then(function (j) { say(res.status === 400 && j.message ? j.message : S.failed, true); },
      function () { say(S.failed, true); });
  }

  // attempt posts body, retrying with the same key after no answer, a 503
  // or a 409 (the first try still running), then calls finish.
  function attempt(body, n, finish) {
    function again(wait) {
      if (n >= delays.length) return finish(null);
      setTimeout(function () { attempt(body, n + 1, finish); }, Math.min(Math.max(delays[n], wait * 1000 || 0), 10000));
    }
    fetch(api, { method: "POST", headers: { "Content-Type": "application/json", "Idempotency-Key": key }, body: body, credentials: "omit" })
      .then(function (res) {
        if (res.status === 503 || res.status === 409) return again(+res.headers.get("Retry-After"));
        finish(res);
      }, function () { again(0); });
  }

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var chosen = root.querySelector("input[name=sentiment]:checked");
    var body = { instructorId: conf.instructor || "", eventType: conf.room || "", feedback: text.value };
    if (chosen) body.sentiment = chosen.value;
    if (!chosen && !text.value.trim()) return say(S.needOne, true);
    if (trap.value) body.website = trap.value;
    if (/^https?:$/.test(location.protocol)) body.pageUrl = location.origin + location.pathname;
    var json = JSON.stringify(body);
    if (json !== last) key = newKey();
    last = json;
    send.disabled = true;
    say("");
    prepare().then(function () { return solving; }).then(function (solution) {
      if (solution) {
        body.altcha = solution;
        json = JSON.stringify(body);
      }
      attempt(json, 0, function (res) {
        if (solution && (!res || res.status !== 201)) renew(); // the solution may be used up
        var after = res ? done(res) : say(S.failed, true);
        Promise.resolve(after).then(function () { send.disabled = false; });
      });
    });
  });

  (document.body || document.documentElement).appendChild(host);
})(/*STRINGS*/null);
