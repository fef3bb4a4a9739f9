// The judge tab: the problems and their cases, judging with the verdicts
// arriving case by case (server-sent events), a case's files side by side
// with the first difference marked, stress runs, and problems received
// from Competitive Companion.
"use strict";
(() => {
  const ROW = 24;          // px: the cases' rows, drawn only where visible
  const OVERSCAN = 8;      // rows drawn above and below what is visible
  const LOG_LINES = 200;   // lines of the judge's log kept

  let state = {project: false, problems: [], verdicts: {}, listening: ""};
  let current = "";        // the problem shown
  let rows = [];           // its cases: {name, result}
  let index = new Map();   // case name -> row
  let opened = "";         // the case shown in #case-detail
  let running = null;      // {run, kind, problem}
  let failure = null;      // the last stress run's failure, for stress-keep
  let drawPending = false;

  const problemsEl = el("div", {id: "problems"});
  const program = el("input", {id: "program", size: 36, placeholder: "the problem's solution, or a source file",
    title: "a source file (or a folder of sources) under the folder judge serve shows; empty for the problem's own solution"});
  const watch = el("input", {id: "judge-watch", type: "checkbox"});
  const runBtn = el("button", {id: "judge-run"}, "Judge");
  const stopBtn = el("button", {id: "judge-stop", disabled: ""}, "Stop");
  const progress = el("progress", {id: "judge-progress", max: 1, value: 0});
  const summary = el("span", {id: "judge-summary"});
  const tbody = el("tbody");
  const table = el("table", {id: "cases"},
    el("thead", {}, el("tr", {}, el("th", {}, "case"), el("th", {}, "verdict"), el("th", {}, "CPU ms"),
      el("th", {}, "memory"), el("th", {}, "message"))), tbody);
  const scroller = el("div", {id: "cases-scroll"}, table);
  const detail = el("div", {id: "case-detail"});
  const message = el("div", {id: "case-message"});
  const stressN = el("input", {id: "stress-n", type: "number", min: 1, value: 1000, title: "cases to try at most"});
  const stressBtn = el("button", {id: "stress-run"}, "Stress");
  const stressKeep = el("button", {id: "stress-keep", hidden: ""}, "Keep as a case");
  const stressResult = el("div", {id: "stress-result"});
  const listenBtn = el("button", {id: "listen"}, "Receive problems");
  const listenStatus = el("span", {id: "listen-status"});
  const log = el("pre", {id: "judge-log"});

  document.getElementById("judge").append(
    el("div", {class: "judge-side"}, el("h3", {}, "Problems"), problemsEl,
      el("div", {class: "judge-listen"}, listenBtn, " ", listenStatus)),
    el("div", {class: "judge-main"},
      el("div", {class: "judge-bar"}, program, " ", runBtn, " ",
        el("label", {title: "judge again whenever the program or a case changes"}, watch, " on save"), " ",
        stopBtn, " ", progress, " ", summary),
      scroller,
      el("div", {class: "judge-bar"}, stressN, " ", stressBtn, " ", stressKeep),
      stressResult,
      message,
      detail,
      el("details", {}, el("summary", {}, "the judge's log"), log)));

  // request is what the buttons send: the problem and the program.
  const request = extra => Object.assign({problem: current, program: program.value.trim()}, extra);

  function say(e) {
    logLine(e.message || String(e));
  }

  function logLine(line) {
    log.append(line + "\n");
    while (log.childNodes.length > LOG_LINES) log.firstChild.remove();
  }

  async function load() {
    state = await api("/api/problems");
    drawProblems();
    listenStatus.textContent = state.listening ? "listening on " + state.listening : "";
    listenBtn.textContent = state.listening ? "Stop receiving" : "Receive problems";
    if (!state.problems.some(p => p.id === current)) current = state.problems.length ? state.problems[0].id : "";
    select(current);
  }

  function drawProblems() {
    problemsEl.replaceChildren(...state.problems.map(p => {
      const vs = Object.values(state.verdicts[p.id] || {});
      const b = el("button", {"data-problem": p.id, onclick: () => select(p.id)}, p.id);
      if (vs.length) b.classList.add(vs.every(v => v.verdict === "AC") ? "ok" : "bad");
      if (p.id === current) b.classList.add("on");
      return b;
    }));
    if (!state.problems.length) {
      problemsEl.append(el("p", {}, state.project ? "No problems: judge new ID, or receive some." :
        "No problems' folders here: receive some, or run judge serve in a project."));
    }
  }

  function select(id) {
    // Another problem starts at the top; the same one, drawn again when
    // the list is read anew, stays where it was scrolled to.
    if (id !== current) { opened = ""; detail.replaceChildren(); message.textContent = ""; scroller.scrollTop = 0; }
    current = id;
    problemsEl.querySelectorAll("button").forEach(b => b.classList.toggle("on", b.dataset.problem === id));
    const p = state.problems.find(p => p.id === id);
    const vs = state.verdicts[id] || {};
    rows = p ? p.cases.map(c => ({name: c.name, result: vs[c.name] || null})) : [];
    index = new Map(rows.map(r => [r.name, r]));
    for (const [name, v] of Object.entries(vs)) if (!index.has(name)) addRow(name).result = v;
    draw();
  }

  function addRow(name) {
    const r = {name, result: null};
    rows.push(r);
    index.set(name, r);
    return r;
  }

  function schedule() {
    if (!drawPending) { drawPending = true; requestAnimationFrame(draw); }
  }

  // draw draws the rows in sight (and a few around), spacers for the rest,
  // and the counts: a list of ten thousand cases costs what a screenful does.
  function draw() {
    drawPending = false;
    const top = scroller.scrollTop, height = scroller.clientHeight || 480;
    const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil((top + height) / ROW) + OVERSCAN);
    const trs = [];
    if (first > 0) trs.push(spacer(first * ROW));
    for (let i = first; i < last; i++) trs.push(rowEl(rows[i]));
    if (last < rows.length) trs.push(spacer((rows.length - last) * ROW));
    tbody.replaceChildren(...trs);
    let judged = 0, passed = 0;
    for (const r of rows) if (r.result) { judged++; if (r.result.verdict === "AC") passed++; }
    progress.max = Math.max(rows.length, 1);
    progress.value = judged;
    summary.textContent = judged ? `${passed}/${judged} passed` + (judged < rows.length ? ` (${rows.length - judged} to go)` : "") : "";
  }

  function spacer(h) {
    const td = el("td", {colspan: 5});
    td.style.height = h + "px";
    return el("tr", {class: "spacer"}, td);
  }

  function rowEl(r) {
    const v = r.result;
    const tr = el("tr", {"data-case": r.name, onclick: () => open(r.name)},
      el("td", {}, r.name),
      el("td", {class: "verdict"}, v ? v.verdict : ""),
      el("td", {class: "num"}, v && v.cpu_ms != null ? v.cpu_ms : ""),
      el("td", {class: "num"}, v && v.memory_kib != null ? kib(v.memory_kib) : ""),
      el("td", {class: "message"}, v ? v.message : ""));
    if (v) tr.dataset.verdict = v.verdict;
    if (r.name === opened) tr.classList.add("on");
    return tr;
  }

  const kib = k => k >= 1024 ? (k / 1024).toFixed(1) + " MiB" : k + " KiB";

  scroller.addEventListener("scroll", schedule);

  // open shows a case: input, expected and received output side by side,
  // the first difference marked in both, the details and the message.
  async function open(name) {
    opened = name;
    schedule();
    let c;
    try {
      c = await api(`/api/case?problem=${encodeURIComponent(current)}&case=${encodeURIComponent(name)}`);
    } catch (e) { say(e); return; }
    if (opened !== name) return;
    const v = c.result || (index.get(name) || {}).result;
    const diff = v && v.verdict !== "AC" && c.expected && c.received ? firstDiff(c.expected.text, c.received.text) : null;
    detail.replaceChildren(
      pane("input", c.input, null),
      pane("expected", c.expected, diff),
      pane("received", c.received, diff),
      pane("stderr", c.stderr, null));
    message.textContent = v ? `${name}: ${v.verdict}${v.message ? ": " + v.message : ""}` +
      (v.cpu_ms != null ? `, ${v.cpu_ms} ms CPU` : "") + (v.memory_kib != null ? `, ${kib(v.memory_kib)}` : "") : "";
  }

  function pane(what, f, diff) {
    const pre = el("pre", {class: what});
    const box = el("div", {class: "pane"}, el("h4", {}, what), pre);
    if (!f) { pre.append(what === "stderr" ? "" : "(none)"); return box; }
    // A failed case's details are its short input, shown beside, and
    // the end of its standard error, if it wrote any.
    let text = f.text;
    if (what === "stderr") text = text.includes("stderr:\n") ? text.slice(text.indexOf("stderr:\n") + 8) : "";
    if (diff) marked(pre, text, diff); else pre.append(text);
    if (f.truncated) box.append(el("p", {class: "note"}, `the first ${f.text.length} bytes of ${f.size}`));
    return box;
  }

  // firstDiff is where two texts first differ as lines compared without
  // their trailing spaces: [line, column], or null.
  function firstDiff(a, b) {
    const la = lines(a), lb = lines(b);
    for (let i = 0; i < Math.max(la.length, lb.length); i++) {
      const x = la[i], y = lb[i];
      if (x === y) continue;
      let c = 0;
      if (x !== undefined && y !== undefined) while (c < x.length && c < y.length && x[c] === y[c]) c++;
      return [i, c];
    }
    return null;
  }

  const lines = t => t.replace(/\s+$/, "").split("\n").map(l => l.replace(/\s+$/, ""));

  // marked fills pre with text, the rest of the line from the first
  // difference in <mark class="diff"> (or a mark where a line is missing).
  function marked(pre, text, [line, col]) {
    const ls = text.split("\n");
    if (line >= lines(text).length) {
      pre.append(text, el("mark", {class: "diff"}, "(no line " + (line + 1) + ")"));
      return;
    }
    let before = ls.slice(0, line).join("\n");
    if (line > 0) before += "\n";
    const l = ls[line];
    pre.append(before + l.slice(0, col), el("mark", {class: "diff"}, l.slice(col) || "(end of line)"),
      ls.length > line + 1 ? "\n" + ls.slice(line + 1).join("\n") : "");
  }

  // The events of the runs: the page shows them as they come.
  function listen() {
    const es = new EventSource("/api/events?token=" + encodeURIComponent(token));
    const on = (name, f) => es.addEventListener(name, e => f(JSON.parse(e.data)));
    on("start", e => {
      running = e;
      stopBtn.disabled = false;
      if (e.kind === "judge") cleared(e.problem);
      logLine("$ judge " + e.args.join(" "));
    });
    on("round", e => cleared(e.problem));
    on("case", e => {
      (state.verdicts[e.problem] = state.verdicts[e.problem] || {})[e.result.case] = e.result;
      if (e.problem !== current) return;
      (index.get(e.result.case) || addRow(e.result.case)).result = e.result;
      if (e.result.case === opened) open(opened);
      schedule();
    });
    on("stress", e => stressLine(e.line));
    on("done", e => {
      if (running && running.run === e.run) { running = null; stopBtn.disabled = true; }
      logLine(`judge ${e.kind} ${e.problem}: exit status ${e.status}${e.error ? ": " + e.error : ""}`);
      drawProblems();
      if (opened && e.problem === current) open(opened); // its output is written by now
    });
    on("log", e => logLine(e.line));
    on("arrived", e => logLine("received " + e.line));
    on("problems", () => load().catch(say));
    es.addEventListener("open", () => load().catch(say));
    // A refused stream is closed for good: the list's own call then says
    // why, above the tabs.
    es.addEventListener("error", () => { if (es.readyState === EventSource.CLOSED) load().catch(say); });
  }

  function cleared(id) {
    state.verdicts[id] = {};
    if (id !== current) return;
    for (const r of rows) r.result = null;
    schedule();
  }

  function stressLine(l) {
    if (!("failure" in l)) {
      stressResult.textContent = `${l.cases} cases, ${l.cases_per_s} a second`;
      return;
    }
    failure = l.failure;
    stressKeep.hidden = !failure;
    if (!failure) {
      stressResult.replaceChildren(`AC: ${l.cases} cases passed in ${(l.elapsed_ms / 1000).toFixed(1)} s` + (l.stopped ? " (stopped)" : ""));
      return;
    }
    const f = failure;
    if (f.seed === undefined) { // the program did not compile: nothing ran
      stressKeep.hidden = true;
      stressResult.replaceChildren(el("p", {}, `${f.verdict}: ${f.message}`));
      return;
    }
    stressResult.replaceChildren(
      el("p", {}, `${f.verdict} on seed ${f.seed} (${l.cases} cases run), shrunk in ${f.shrink_runs} runs: ${f.message}`),
      el("div", {class: "panes"},
        el("div", {class: "pane"}, el("h4", {}, "minimal input"), el("pre", {class: "input"}, f.input)),
        el("div", {class: "pane"}, el("h4", {}, "expected (brute force)"), el("pre", {class: "expected"}, f.expected)),
        el("div", {class: "pane"}, el("h4", {}, "output"), el("pre", {class: "received"}, f.output))));
  }

  runBtn.addEventListener("click", () => api("/api/judge", request({watch: watch.checked})).catch(say));
  stopBtn.addEventListener("click", () => api("/api/stop", {}).catch(say));
  stressBtn.addEventListener("click", () => {
    stressKeep.hidden = true;
    stressResult.textContent = "stressing...";
    api("/api/judge", request({stress: Number(stressN.value) || 1000})).catch(e => { stressResult.textContent = e.message; });
  });
  stressKeep.addEventListener("click", async () => {
    if (!failure) return;
    stressKeep.disabled = true;
    try {
      const r = await api("/api/stress/keep", request({seed: failure.seed}));
      stressResult.append(el("p", {}, "kept as " + r.saved));
      stressKeep.hidden = true;
      await load();
    } catch (e) { stressResult.append(el("p", {class: "error"}, e.message)); }
    stressKeep.disabled = false;
  });
  listenBtn.addEventListener("click", async () => {
    try {
      await api("/api/listen", {on: !state.listening});
      await load();
    } catch (e) { listenStatus.textContent = e.message; }
  });

  listen();
})();
