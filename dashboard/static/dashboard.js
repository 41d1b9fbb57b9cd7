// The dashboard's progressive enhancement: confirmations, posts sent
// once, copy buttons, focus on what a link opened, the live view's
// refresh, and the hand-off to another site that a form post must not
// make (see data-go). Every page works without it.
(function () {
  "use strict";
  document.addEventListener("submit", function (e) {
    var form = e.target;
    var msg = form.getAttribute("data-confirm");
    if (msg && !window.confirm(msg)) e.preventDefault();
    if (e.defaultPrevented || form.method !== "post") return;
    // A post is sent once: a second click or Enter while the next page
    // loads would create a second room, key or webhook.
    if (form.hasAttribute("data-sent")) {
      e.preventDefault();
      return;
    }
    form.setAttribute("data-sent", "");
    // The buttons are disabled once the post has taken the name and
    // value of the one that was clicked (a disabled one sends none),
    // unless the post has ended already (see unlock).
    setTimeout(function () {
      if (!form.hasAttribute("data-sent")) return;
      Array.prototype.forEach.call(form.elements, function (b) {
        if (b.type === "submit" && !b.disabled) {
          b.disabled = true;
          b.setAttribute("data-sent", "");
        }
      });
    });
  });
  // A post that led to no new page can be posted again: one stopped
  // (Esc, the browser's stop button), failed or answered without a page,
  // which the Navigation API reports (a browser without it is told by
  // Esc), and that of a page shown again from the history.
  function unlock() {
    document.querySelectorAll("[data-sent]").forEach(function (el) {
      el.removeAttribute("data-sent");
      if (el.type === "submit") el.disabled = false;
    });
  }
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) unlock();
  });
  if (window.navigation) window.navigation.addEventListener("navigateerror", unlock);
  else window.addEventListener("keydown", function (e) {
    if (e.key === "Escape") unlock();
  });
  // A copy button copies its field, and says so only when it did; else
  // the field is selected for the reader to copy.
  document.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest("[data-copy]");
    if (!b) return;
    var field = document.getElementById(b.getAttribute("data-copy"));
    field.focus();
    field.select();
    function done(copied) {
      say(b, copied ? "Copied" : /Mac|iPhone|iPad/.test(navigator.platform) ? "Press ⌘C to copy" : "Press Ctrl+C to copy");
      if (copied) b.focus();
    }
    // navigator.clipboard is undefined on a plain-HTTP host.
    if (navigator.clipboard) navigator.clipboard.writeText(field.value).then(function () { done(true); }, function () { done(copyCommand()); });
    else done(copyCommand());
  });
  // copyCommand copies the focused field's selection the older way, and
  // reports whether it did.
  function copyCommand() {
    try {
      return document.execCommand("copy");
    } catch (err) {
      return false;
    }
  }
  // say replaces the words of button b, keeping what follows them for
  // screen readers only (what it copies).
  function say(b, words) {
    var first = b.firstChild;
    if (first && first.nodeType === Node.TEXT_NODE) first.nodeValue = words + (first.nextSibling ? " " : "");
    else b.insertBefore(document.createTextNode(words + " "), first);
  }
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
  // live polls the room's feed every second and shows what it answers, in
  // its order: items deleted (or no longer among the latest) go, new ones
  // come in at their place, and the others stay as they are, so that the
  // list's live region announces the new ones only.
  function live(list) {
    var feed = list.getAttribute("data-feed");
    var empty = document.querySelector(".live-empty");
    function tick() {
      fetch(feed, { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.ok ? r.json() : null; })
        .then(function (items) {
          if (items) show(list, items);
          if (empty) empty.hidden = list.children.length > 0;
        })
        .catch(function () {})
        .then(function () { setTimeout(tick, 1000); });
    }
    setTimeout(tick, 1000);
  }
  // show makes the elements of list those of items, in their order.
  function show(list, items) {
    var shown = {};
    Array.prototype.slice.call(list.children).forEach(function (li) {
      shown[li.getAttribute("data-id")] = li;
    });
    var wanted = {};
    items.forEach(function (it) { wanted[it.id] = true; });
    Object.keys(shown).forEach(function (id) {
      if (!wanted[id]) list.removeChild(shown[id]);
    });
    var next = list.firstElementChild;
    items.forEach(function (it) {
      if (next && next.getAttribute("data-id") === it.id) {
        next = next.nextElementSibling;
        return;
      }
      list.insertBefore(shown[it.id] || liveItem(it), next);
    });
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
