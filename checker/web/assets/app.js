// triggerproof explorer: renders a trace step by step (timeline, board per player, stack
// bottom-to-top, waiting triggers, journal with citations and rule text), a game being played
// by hand, or a check report. Data comes from /api/view, or from the page itself (a report).
"use strict";
(function () {
  const app = document.getElementById("app");
  let trace = null, current = 0, play = null;

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v);
    }
    for (const c of children.flat()) {
      if (c === null || c === undefined) continue;
      e.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
    }
    return e;
  }

  function header(t) {
    const meta = ["edition " + t.edition];
    if (t.mutant) meta.push("mutant " + t.mutant);
    meta.push(t.steps.length - 1 + " steps");
    return el("header", { class: "top" }, el("h1", {}, t.title), el("div", { class: "meta" }, meta.join(" · ")));
  }

  function isPass(s) { return / passes priority$/.test(s.choice); }

  function timeline(t) {
    const failing = t.property && t.property.confirmed ? t.property.at_step : -1;
    const items = t.steps.map((s, i) => el("li", {},
      el("button", {
        class: [i === current ? "current" : "", i === failing ? "failing" : "", isPass(s) ? "pass" : ""].join(" ").trim(),
        "data-step": i, onclick: () => show(i),
      }, el("span", { class: "num" }, i === 0 ? "0" : String(i)), " ", s.choice)));
    return el("nav", { id: "timeline", "aria-label": "steps" }, el("ol", {}, items));
  }

  function banner(t, i) {
    const p = t.property;
    if (!p || p.at_step !== i) return null;
    if (!p.confirmed) {
      return el("div", { id: "property", class: "banner unconfirmed" },
        el("strong", {}, "CLAIM NOT CONFIRMED: "), el("span", { class: "pname" }, p.name),
        el("div", { class: "statement" }, p.note || ""));
    }
    const word = p.violated ? "VIOLATED" : "WITNESSED";
    return el("div", { id: "property", class: "banner " + (p.violated ? "violated" : "witnessed") },
      el("strong", {}, word + ": "), el("span", { class: "pname" }, p.name),
      p.statement ? el("div", { class: "statement" }, p.statement) : null,
      p.rules.length ? el("div", { class: "stats" }, p.rules.join(", ")) : null);
  }

  function list(items, render, emptyText, ordered) {
    if (!items.length) return el("p", { class: "empty" }, emptyText);
    return el(ordered ? "ol" : "ul", {}, items.map(render));
  }

  function player(p) {
    const stats = `life ${p.life} · hand ${p.hand} · library ${p.library}` +
      (p.points ? ` · points ${p.points}` : "") + (p.mana ? ` · mana ${p.mana}` : "");
    return el("div", { class: "panel player" + (p.active ? " active" : ""), "data-player": p.name },
      el("h3", {}, p.name), el("div", { class: "stats" }, stats),
      el("div", {}, "Battlefield:"),
      list(p.battlefield, c => el("li", { class: c.tapped ? "tapped" : "" },
        c.name + (c.tapped ? " (tapped)" : "") + (c.damage ? ` (${c.damage} damage)` : "")), "nothing"),
      p.graveyard.length ? el("div", {}, "Graveyard: " + p.graveyard.join(", ")) : null,
      p.exile.length ? el("div", {}, "Exile: " + p.exile.join(", ")) : null);
  }

  function ruleText(t, line, button) {
    const box = document.getElementById("rule-text");
    document.querySelectorAll(".cite.open").forEach(b => b.classList.remove("open"));
    const text = line.number && t.rules[line.number];
    box.replaceChildren(el("strong", {}, line.cite), el("div", { class: "rule-body" },
      text || (line.number ? "(the text of this rule is not in the rules file)" : "(no rule of this edition: the model's own step)")));
    box.hidden = false;
    button.classList.add("open");
  }

  function journal(t, s) {
    const lines = s.journal.map(l => {
      const b = el("button", { class: "cite", title: (l.number && t.rules[l.number]) || l.cite, "data-number": l.number || "" }, l.cite);
      b.addEventListener("click", () => ruleText(t, l, b));
      b.addEventListener("mouseenter", () => ruleText(t, l, b));
      return el("li", { class: "journal-line" + (l.routine ? " routine" : "") }, b, el("span", { class: "text" }, l.text));
    });
    return el("div", { id: "journal", class: "panel" }, el("h3", {}, "Journal of this step"),
      lines.length ? el("ol", {}, lines) : el("p", { class: "empty" }, "nothing happened"),
      el("div", { id: "rule-text", hidden: true }));
  }

  function stepView(t, i) {
    const s = t.steps[i];
    const title = i === 0 ? "Start of play" : `Step ${i}: ${s.choice}`;
    return el("section", { id: "step", "data-step": i },
      el("div", { class: "controls" },
        el("button", { id: "back", onclick: () => show(current - 1), disabled: i === 0 }, "← Back"),
        el("button", { id: "forward", onclick: () => show(current + 1), disabled: i === t.steps.length - 1 }, "Forward →"),
        el("span", { class: "hint" }, "keys: ← → (or j k), Home, End")),
      el("h2", { id: "step-title" }, title),
      el("div", { class: "decision" }, `turn ${s.turn}, ${s.step}; ${s.decision}`),
      banner(t, i),
      el("div", { class: "panels" },
        s.players.map(player),
        el("div", { id: "stack", class: "panel" }, el("h3", {}, "Stack (bottom to top)"),
          list(s.stack, x => el("li", { "data-controller": x.controller }, `${x.text}, controlled by ${x.controller}`), "empty", true)),
        el("div", { id: "waiting", class: "panel" }, el("h3", {}, "Waiting triggers"),
          list(s.waiting, x => el("li", {}, `${x.text}, controlled by ${x.controller}`), "none"))),
      journal(t, s),
      play ? playPanel() : null);
  }

  function playPanel() {
    const choices = play.choices.map(c => el("button", { "data-choice": c.index, onclick: () => load(play.path.concat([c.index])) }, c.text));
    const undo = play.path.length ? el("button", { onclick: () => load(play.path.slice(0, -1)) }, "↶ Undo last choice") : null;
    const exp = (play.expectations || []).map(x => el("li", {}, `${x.verdict}: ${x.label} `,
      x.path ? el("button", { onclick: () => load(x.path) }, "show shortest path") : null));
    return el("div", { id: "play", class: "panel choices" }, el("h3", {}, "Legal choices (click to play)"),
      choices.length ? choices : el("p", { class: "empty" }, "none: the game is over"), undo,
      exp.length ? el("div", {}, el("h3", {}, "Expectations"), el("ul", {}, exp)) : null);
  }

  function show(i) {
    if (!trace || i < 0 || i >= trace.steps.length) return;
    current = i;
    const main = document.getElementById("trace-area");
    main.replaceChildren(el("div", { class: "layout" }, timeline(trace), stepView(trace, i)));
    const cur = main.querySelector("nav#timeline button.current");
    if (cur && cur.scrollIntoView) cur.scrollIntoView({ block: "nearest" });
    if (!document.getElementById("report-root") && history.replaceState) {
      history.replaceState(null, "", location.pathname + location.search + "#step-" + i);
    }
  }

  function openTrace(t, at) {
    trace = t;
    const h = document.getElementById("trace-header");
    if (h) h.replaceChildren(header(t));
    show(at);
  }

  document.addEventListener("keydown", e => {
    if (!trace || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "ArrowRight" || e.key === "j") show(current + 1);
    else if (e.key === "ArrowLeft" || e.key === "k") show(current - 1);
    else if (e.key === "Home") show(0);
    else if (e.key === "End") show(trace.steps.length - 1);
    else return;
    e.preventDefault();
  });

  function shell() {
    app.replaceChildren(el("div", { id: "trace-header" }), el("main", { id: "trace-area" }));
  }

  function report(data) {
    const r = data.report;
    const rows = r.rows.map(x => el("tr", {},
      el("td", { class: x.status }, x.status), el("td", {}, x.name), el("td", {}, x.statement),
      el("td", {}, x.rules.join(", ")),
      el("td", {}, x.trace === null ? "" : el("button", { onclick: () => { openTrace(data.traces[x.trace], data.traces[x.trace].steps.length - 1); document.getElementById("trace-header").scrollIntoView(); } }, `view trace (${data.traces[x.trace].steps.length - 1} steps)`))));
    const facts = r.facts.map(([k, v]) => [el("dt", {}, k), el("dd", {}, v)]).flat();
    app.replaceChildren(el("div", { id: "report-root" },
      el("header", { class: "top" }, el("h1", {}, r.title), el("div", { class: "meta" }, r.verdict)),
      el("div", { class: "report" }, el("dl", {}, facts),
        el("table", { class: "verdicts", id: "verdicts" }, el("thead", {}, el("tr", {}, ["verdict", "name", "statement", "rules", "trace"].map(h => el("th", {}, h)))), el("tbody", {}, rows)),
        el("h3", {}, "Does not model (what these boards use)"), el("ul", {}, r.does_not_model.map(d => el("li", {}, d))),
        r.does_not_model_rest ? el("p", {}, `${r.does_not_model_rest} more gap(s) touch nothing these boards use: triggerproof limits lists them all.`) : null)),
      el("div", { id: "trace-header" }), el("main", { id: "trace-area" }));
    if (data.traces.length) openTrace(data.traces[0], data.traces[0].steps.length - 1);
  }

  function render(data) {
    if (data.mode === "report") return report(data);
    shell();
    play = data.mode === "play" ? data : null;
    const hash = /^#step-(\d+)$/.exec(location.hash);
    const last = data.trace.steps.length - 1;
    const at = play ? last : (hash ? Math.min(+hash[1], last) : (data.trace.property ? data.trace.property.at_step : 0));
    openTrace(data.trace, at);
  }

  function load(path) {
    const q = path ? "?path=" + path.join(".") : "";
    fetch("/api/view" + q).then(r => r.ok ? r.json() : r.text().then(t => { throw new Error(t); }))
      .then(render).catch(e => app.replaceChildren(el("p", { class: "error" }, "Error: " + e.message)));
  }

  const inline = document.getElementById("triggerproof-data");
  if (inline) render(JSON.parse(inline.textContent));
  else load(null);
})();
