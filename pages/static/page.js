(function () {
  "use strict";
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
  // Errors and the thank-you are announced and focused.
  var first = document.querySelector("[data-focus]");
  if (first) first.focus();
})();
