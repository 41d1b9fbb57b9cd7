// The dashboard's progressive enhancement: confirmations, copy buttons,
// focus on what a link opened, the live view's refresh, and the hand-off
// to another site that a form post must not make (see data-go). Every page
// works without it.
(function () {
  "use strict";
  document.addEventListener("submit", function (e) {
    var msg = e.target.getAttribute("data-confirm");
    if (msg && !window.confirm(msg)) e.preventDefault();
  });
  document.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest("[data-copy]");
    if (!b) return;
    var el = document.getElementById(b.getAttribute("data-copy"));
    el.select();
    if (navigator.clipboard) navigator.clipboard.writeText(el.value);
    b.textContent = "Copied";
  });
  document.addEventListener("DOMContentLoaded", function () {
    if (location.hash) {
      var t = document.getElementById(location.hash.slice(1));
      if (t && t.hasAttribute("tabindex")) t.focus();
    }
    var list = document.querySelector("[data-feed]");
    if (list) live(list);
    // A page that hands the browser on (to the tracker's authorization)
    // follows its link at once, and leaves no step in the history.
    var go = document.querySelector("a[data-go]");
    if (go) location.replace(go.href);
  });
  // live polls the room's feed every second and shows the new items first.
  function live(list) {
    var feed = list.getAttribute("data-feed");
    var empty = document.querySelector(".live-empty");
    function tick() {
      fetch(feed, { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (items) {
          if (!items) return;
          for (var i = items.length - 1; i >= 0; i--) {
            var it = items[i];
            if (list.querySelector('[data-id="' + it.id + '"]')) continue;
            list.insertBefore(liveItem(it), list.firstChild);
          }
          while (list.children.length > 20) list.removeChild(list.lastChild);
          if (empty) empty.hidden = list.children.length > 0;
        })
        .catch(function () {})
        .then(function () { setTimeout(tick, 1000); });
    }
    setTimeout(tick, 1000);
  }
  // liveItem returns the element of an item of the feed, as the page
  // renders it: the text, then the sentiment in words and the time.
  function liveItem(it) {
    var li = document.createElement("li");
    li.setAttribute("data-id", it.id);
    li.className = "s-" + it.sentiment;
    var p = document.createElement("p");
    p.textContent = it.text;
    li.appendChild(p);
    var meta = document.createElement("p");
    meta.className = "live-meta";
    if (it.sentiment) {
      var s = document.createElement("span");
      s.textContent = it.sentiment;
      meta.appendChild(s);
      meta.appendChild(document.createTextNode(" · "));
    }
    var t = document.createElement("time");
    t.dateTime = it.datetime;
    t.textContent = it.time;
    meta.appendChild(t);
    li.appendChild(meta);
    return li;
  }
})();
