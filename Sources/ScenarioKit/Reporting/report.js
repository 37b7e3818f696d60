// The HTML report's script (HTMLReporter puts it inline in the page, after the data that
// HTMLSequenceData writes: S the strings, C the cause tree as flat pairs (parent, step), K what
// events say as flat triples (label, kind, rule), D the scenarios' diagrams).
//
// It draws a scenario's diagram when it is first seen (the open ones on the first screen at
// load, the others as the page scrolls or a scenario is opened): its events, a rule for each
// app:mark(), and dashed arrows for the events expected but missing, each in its place. It
// filters scenarios by the text of their title, file and message, opens the scenario a link
// names (#scenario-7) or filters by one (#filter=push), and records how long the page took to
// be ready in body[data-ready-ms].
(function () {
  function esc(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  // The class of an event's arrow by its kind (0 a callback, 1 a warning, 2 lint).
  var KIND = ["", "warning", "lint"];

  // The cause chain at index i of C, as the trace prints it: its steps, outermost first.
  function cause(i) {
    var steps = [];
    while (i >= 0) {
      steps.push(S[C[2 * i + 1]]);
      i = C[2 * i];
    }
    return steps.reverse().join(" \u2192 ");
  }

  function draw(box) {
    var d = D[+box.getAttribute("data-d")], l = d.l, f = d.e, e = [];
    var sp = 150, row = 22, top = 40, left = 70, longest = 0;
    var km = d.k || [], g = d.g || [], rows = [];
    // Each event: from, to, label, kind, rule, cause.
    for (var i = 0; i < f.length; i += 4) {
      var k = 3 * f[i + 2];
      e.push([f[i], f[i + 1], K[k], K[k + 1], K[k + 2], f[i + 3]]);
    }
    for (var i = 0; i < e.length; i++) {
      var n = S[e[i][2]].length + S[l[e[i][1]]].length;
      if (n > longest) longest = n;
    }
    for (var i = 0; i < g.length; i += 3) {
      var n = S[g[i + 2]].length + S[l[g[i + 1]]].length;
      if (n > longest) longest = n;
    }
    // Rows in order: before event j, its marks, then the events expected but missing there.
    for (var j = 0, mi = 0, gi = 0; j <= e.length; j++) {
      while (mi < km.length && km[mi] === j) {
        rows.push([1]);
        mi++;
      }
      while (gi < g.length && g[gi] === j) {
        rows.push([2, g[gi + 1], g[gi + 2]]);
        gi += 3;
      }
      if (j < e.length) rows.push([0, j]);
    }
    var w = left + l.length * sp + Math.max(260, 7 * longest), h = top + (rows.length + 1) * row;
    var o = ['<svg class="sequence" width="' + w + '" height="' + h + '" role="img"><text x="4" y="20">engine</text>'];

    // The x of lifeline k; -1 is the engine's.
    function lx(k) {
      return k < 0 ? 10 : left + k * sp + sp / 2;
    }

    for (var k = 0; k < l.length; k++) {
      var x = lx(k);
      o.push('<rect class="head" x="' + (x - 60) + '" y="6" width="120" height="20" rx="3"/>'
        + '<text x="' + x + '" y="20" text-anchor="middle">' + esc(S[l[k]]) + '</text>'
        + '<line class="lifeline" x1="' + x + '" y1="26" x2="' + x + '" y2="' + h + '"/>');
    }
    for (var r = 0; r < rows.length; r++) {
      var y = top + r * row + 10;
      if (rows[r][0] === 1) {
        o.push('<g class="mark"><title>app:mark()</title><line x1="0" y1="' + y + '" x2="' + w + '" y2="' + y + '"/>'
          + '<text x="4" y="' + (y - 3) + '">app:mark()</text></g>');
        continue;
      }
      if (rows[r][0] === 2) {
        var gx = lx(rows[r][1]), gl = S[rows[r][2]], gt = gx - 4;
        o.push('<g class="ghost"><title>expected but missing: ' + esc(S[l[rows[r][1]]] + " " + gl) + '</title>'
          + '<line class="arrow" x1="' + lx(-1) + '" y1="' + y + '" x2="' + gt + '" y2="' + y + '"/>');
        o.push('<polygon points="' + gt + ',' + y + ' ' + (gt - 6) + ',' + (y - 3) + ' ' + (gt - 6) + ',' + (y + 3) + '"/>'
          + '<text x="' + (gx + 4) + '" y="' + (y + 4) + '">' + esc(gl) + '</text></g>');
        continue;
      }
      var j = rows[r][1], ev = e[j], x1 = lx(ev[0]), x2 = lx(ev[1]), c = ["event"];
      if (ev[3]) c.push(KIND[ev[3]]);
      if (ev[0] >= 0) c.push("fromobject");
      if (j === d.m) c.push("divergence");
      var label = S[ev[2]], text = S[l[ev[1]]] + " " + label;
      o.push('<g class="' + c.join(" ") + '"><title>' + (j + 1) + '. ' + esc(text) + ' [' + esc(S[ev[4]]) + '] ' + esc(cause(ev[5])) + '</title>');
      if (j === d.m) o.push('<rect x="0" y="' + (y - 14) + '" width="' + w + '" height="' + row + '"/>');
      var dir = x2 >= x1 ? 1 : -1, tip = x2 - 4 * dir;
      if (x1 === x2) {
        // A callback an object causes on itself: a loop back to its own lifeline.
        o.push('<path class="arrow" fill="none" d="M' + x1 + ' ' + (y - 6) + ' h16 v6 h-12"/>');
        tip = x2 + 4;
        dir = -1;
      } else {
        o.push('<line class="arrow" x1="' + x1 + '" y1="' + y + '" x2="' + tip + '" y2="' + y + '"/>');
      }
      o.push('<polygon points="' + tip + ',' + y + ' ' + (tip - 6 * dir) + ',' + (y - 3) + ' ' + (tip - 6 * dir) + ',' + (y + 3) + '"/>');
      // The label to the right of the arrow: of its head, or of its start when it points left.
      o.push('<text x="' + (x1 === x2 ? x2 + 20 : Math.max(x1, x2) + 4) + '" y="' + (y + 4) + '">' + esc(label) + '</text></g>');
    }
    if (d.n > 0) o.push('<text x="4" y="' + (h - 4) + '">… ' + d.n + ' more events</text>');
    o.push("</svg>");
    box.innerHTML = o.join("");
    box.setAttribute("data-drawn", "");
  }

  // A diagram is drawn when it comes into view: those on the first screen now, the others
  // as the page scrolls or a scenario is opened.
  function due(box) {
    return !box.hasAttribute("data-drawn");
  }
  var seen = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].isIntersecting && due(entries[i].target)) draw(entries[i].target);
    }
  }, { rootMargin: "400px" }) : null;
  var all = document.querySelectorAll("details.scenario");
  var boxes = document.querySelectorAll("details.scenario[open] .diagram");
  for (var i = 0; i < boxes.length; i++) {
    if (boxes[i].getBoundingClientRect().top > innerHeight + 400) break;
    draw(boxes[i]);
  }
  for (var i = 0; i < all.length; i++) {
    (function (s) {
      var box = s.querySelector(".diagram");
      if (!box) return;
      if (seen && due(box)) seen.observe(box);
      s.addEventListener("toggle", function () {
        if (s.open && due(box)) draw(box);
      });
    })(all[i]);
  }

  // The filter box: a scenario stays shown when its title, file or message contains the text.
  var filter = document.getElementById("filter"), shown = document.getElementById("shown");
  filter.addEventListener("input", function () {
    var q = filter.value.toLowerCase(), n = 0;
    for (var i = 0; i < all.length; i++) {
      var s = all[i], m = s.querySelector(".message");
      var t = (s.querySelector("summary").textContent + " " + (m ? m.textContent : "")).toLowerCase();
      s.hidden = q !== "" && t.indexOf(q) < 0;
      if (!s.hidden) n++;
    }
    shown.textContent = q === "" ? "" : n + " of " + all.length + " shown";
  });

  // A link can open one scenario (#scenario-7) or filter the page (#filter=push).
  var hash = decodeURIComponent(location.hash.slice(1));
  if (hash.indexOf("filter=") === 0) {
    filter.value = hash.slice(7);
    filter.dispatchEvent(new Event("input"));
  } else if (hash) {
    var t = document.getElementById(hash);
    if (t && t.tagName === "DETAILS" && !t.open) t.open = true;
  }
  document.body.setAttribute("data-ready-ms", Math.round(performance.now()));
})();
