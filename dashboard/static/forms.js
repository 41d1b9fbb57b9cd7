// The forms' pages' progressive enhancement: confirmations on the
// builder's buttons, a warning before leaving unsaved changes, a preview
// of a chosen image, and the refresh of an analysis or a summary that is
// still being written. Every page works without it.
(function () {
  "use strict";
  var dirty = false;
  document.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest("button[data-confirm]");
    if (b && !window.confirm(b.getAttribute("data-confirm"))) e.preventDefault();
  });
  document.addEventListener("input", function (e) {
    if (e.target.form && e.target.form.hasAttribute("data-builder")) dirty = true;
  });
  document.addEventListener("submit", function () { dirty = false; });
  window.addEventListener("beforeunload", function (e) {
    if (dirty) { e.preventDefault(); e.returnValue = ""; }
  });
  // A chosen image shows next to its field before it is saved.
  document.addEventListener("change", function (e) {
    var input = e.target;
    if (input.type !== "file" || !input.files || !input.files[0] || !window.URL) return;
    var img = input.parentNode.querySelector("img.chosen");
    if (!img) {
      img = document.createElement("img");
      img.className = "thumb chosen";
      img.alt = "The chosen image, not saved yet";
      input.parentNode.appendChild(img);
    }
    img.src = URL.createObjectURL(input.files[0]);
    dirty = true;
  });
  // Sections whose analysis is pending are fetched again every 2 seconds
  // until it is done.
  function poll() {
    if (!document.querySelector("[data-pending]") || !window.fetch || !window.DOMParser) return;
    setTimeout(function () {
      fetch(location.href, { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (!html) return;
          var doc = new DOMParser().parseFromString(html, "text/html");
          document.querySelectorAll("[data-pending]").forEach(function (old) {
            var fresh = doc.getElementById(old.id);
            if (fresh) old.replaceWith(document.importNode(fresh, true));
          });
        })
        .catch(function () {})
        .then(poll);
    }, 2000);
  }
  document.addEventListener("DOMContentLoaded", poll);
})();
