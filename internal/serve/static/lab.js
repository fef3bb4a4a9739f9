// The lab tab: a game's Grundy table drawn, its period and the -go
// function (judge sg), misère genera and loopy graphs; a partizan game's
// canonical form and thermograph (judge cgt), and sums built by clicking.
"use strict";

(() => {
  const SVG = "http://www.w3.org/2000/svg";
  const lab = document.getElementById("lab");

  // svg makes an SVG element of tag with attrs and children.
  function svg(tag, attrs, ...children) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const c of children) e.append(c instanceof Node ? c : String(c));
    return e;
  }

  // The games of the project's to pick from, and what they are.
  const games = [
    ["0.07", "Dawson's Kayles"], ["0.77", "Kayles"], ["0.137", "Dawson's chess"],
    ["4.007", "a split-and-take game"], ["0.6", "no finite period"], ["S(1,3,4)", "a subtraction game"],
    ["S(2,5,7)", "a subtraction game"], ["grundy", "Grundy's game"], ["wythoff", "Wythoff's game, two heaps"],
  ];

  const game = el("input", {id: "lab-game", list: "lab-games", value: "0.07", size: 16,
    placeholder: "0.07, S(1,3,4), grundy"});
  const n = el("input", {id: "lab-n", type: "number", min: 1, max: 400, value: 100});
  const limit = el("input", {id: "lab-limit", type: "number", min: 1, max: 1048576, value: 65536});
  const misere = el("input", {id: "lab-misere", type: "checkbox"});
  const go = el("button", {id: "lab-go", type: "submit"}, "Tabulate");
  const error = el("div", {id: "lab-error", class: "error"});
  const period = el("div", {id: "lab-period"});
  const picture = el("div", {id: "lab-picture"});
  const code = el("pre", {id: "lab-code"});

  const graph = el("textarea", {id: "lab-graph", rows: 5, cols: 24}, "3 3\n0 1\n1 2\n2 0\n");
  const sum = el("input", {id: "lab-sum", placeholder: "tokens on: 0 1", size: 12});
  const graphGo = el("button", {id: "lab-graph-go", type: "submit"}, "Values");
  const graphOut = el("pre", {id: "lab-graph-result"});

  const cgtGame = el("input", {id: "cgt-game", value: "{2|-1}", size: 32,
    placeholder: "{2|-1}, ^*, domineering:../.., hackenbush:LRL"});
  const cgtGo = el("button", {id: "cgt-go", type: "submit"}, "Value");
  const cgtError = el("div", {id: "cgt-error", class: "error"});
  const cgtForm = el("div", {id: "cgt-form"});
  const thermo = svg("svg", {id: "thermograph", width: 480, height: 300, viewBox: "0 0 480 300"});
  const cgtSum = el("div", {id: "cgt-sum"});
  const presets = el("div", {class: "cgt-presets"}, "Add to the sum: ");

  lab.append(
    el("h2", {}, "Impartial games"),
    el("form", {id: "lab-form", onsubmit: e => { e.preventDefault(); tabulate(); }},
      el("label", {}, "Game ", game), " ",
      el("datalist", {id: "lab-games"}, ...games.map(([v, name]) => el("option", {value: v}, name))),
      el("label", {}, "values ", n), " ",
      el("label", {}, "looking for a period up to heap ", limit), " ",
      el("label", {}, misere, " misère"), " ", go),
    error, period, picture, code,
    el("details", {},
      el("summary", {}, "A loopy game as a graph (judge sg -graph)"),
      el("form", {onsubmit: e => { e.preventDefault(); loopy(); }},
        el("p", {}, 'A line "n m", then m moves "u v" between vertices 0 to n-1; cycles allowed. ' +
          "A value ∞{K}: play from there can go on forever, K the finite values of its options."),
        graph, el("br"), el("label", {}, "Sum of tokens on ", sum), " ", graphGo),
      graphOut),
    el("h2", {}, "Partizan games"),
    el("form", {id: "cgt-form-input", onsubmit: e => { e.preventDefault(); value(); }},
      el("label", {}, "Game ", cgtGame), " ", cgtGo),
    cgtError, cgtForm, thermo, presets, cgtSum);

  // A value's colour: hues far apart for small values.
  const colour = v => v === 0 ? "#fff" : `hsl(${(v * 47) % 360}, 70%, ${Math.max(45, 80 - 3 * Math.floor(v / 8))}%)`;

  // tabulate asks judge sg for the game's table and shows it.
  async function tabulate() {
    error.textContent = period.textContent = code.textContent = "";
    picture.replaceChildren();
    go.disabled = true;
    try {
      const a = await api("/api/lab/sg", {game: game.value, n: Number(n.value) || 0, limit: Number(limit.value) || 0, misere: misere.checked});
      if (a.lines) showGenera(a.lines);
      else showTable(a.table, a.code, a.codeError);
    } catch (e) {
      error.textContent = e.message;
    } finally {
      go.disabled = false;
    }
  }

  // showTable draws a table of judge sg -json: one heap's values in rows
  // as long as the period, so that a proved period shows as columns of
  // one colour; two heaps' as their square corner.
  function showTable(t, fn, fnError) {
    if (Array.isArray(t.values[0])) {
      period.textContent = `${t.game}: G(a, b) for a, b < ${t.values.length}; the white cells, G = 0, are the positions lost for the player to move.`;
    } else if (t.proved) {
      period.textContent = `${t.game}: preperiod ${t.preperiod}, period ${t.period}: proved (periodicity theorem: ` +
        `G(n+${t.period}) = G(n) for every ${t.preperiod} ≤ n < ${t.computed - t.period}, so for every n ≥ ${t.preperiod}; ` +
        `${t.computed} heap sizes computed).`;
    } else {
      period.textContent = `${t.game}: no period proved among the ${t.computed} values computed.`;
    }
    const two = Array.isArray(t.values[0]);
    const rows = two ? t.values : [];
    if (!two) {
      const width = t.proved && t.period <= 64 ? Math.max(t.period, 4) : 20;
      for (let i = 0; i < t.values.length; i += width) rows.push(t.values.slice(i, i + width));
    }
    const width = Math.max(...rows.map(r => r.length));
    const cell = Math.max(8, Math.min(24, Math.floor(720 / (width + 2))));
    const pic = svg("svg", {width: (width + 2) * cell, height: (rows.length + 1) * cell, class: "grundy"});
    rows.forEach((row, r) => {
      const first = two ? r : r * rows[0].length;
      pic.append(svg("text", {x: 2 * cell - 4, y: (r + 1.7) * cell, class: "label"}, first));
      row.forEach((v, c) => {
        const x = (c + 2) * cell, y = (r + 1) * cell;
        const pre = !two && t.proved && first + c < t.preperiod;
        const title = two ? `G(${r}, ${c}) = ${v}` : `G(${first + c}) = ${v}`;
        pic.append(svg("rect", {x, y, width: cell, height: cell, fill: colour(v), class: pre ? "pre" : "cell"},
          svg("title", {}, title)));
        if (cell >= 16) pic.append(svg("text", {x: x + cell / 2, y: y + cell * 0.7, class: "value"}, v));
      });
    });
    for (let c = 0; c < width; c++) {
      if (cell >= 16 || c % 5 === 0) pic.append(svg("text", {x: (c + 2.5) * cell, y: cell * 0.75, class: "value"}, c));
    }
    picture.replaceChildren(pic);
    code.textContent = fn || fnError || "";
    code.classList.toggle("error", !fn);
  }

  // showGenera lists the misère genera judge sg -misere -json gives.
  function showGenera(lines) {
    const wild = lines.findIndex(l => !l.tame);
    period.textContent = `Misère play: the genus of each of the first ${lines.length} heaps; ` + (wild < 0 ?
      "every one tame: a sum of them is lost exactly when misère Nim on their genera says so." :
      `tame up to heap ${wild - 1}: a sum of heaps up to ${wild - 1} is lost exactly when misère Nim on their ` +
      `genera says so; heap ${wild} is wild (it or a position it reaches has a genus of no tame form).`);
    picture.replaceChildren(el("table", {class: "genera"},
      el("tr", {}, el("th", {}, "n"), el("th", {}, "genus"), el("th", {}, "tame")),
      ...lines.map(l => el("tr", {class: l.tame ? "tame" : "wild"},
        el("td", {}, l.n), el("td", {}, l.genus[0], el("sup", {}, gammas(l.genus.slice(1)))),
        el("td", {}, l.tame ? "yes" : "no")))));
  }

  // gammas writes a genus's exponents as Winning Ways does: 120, or
  // {8,10} where one has two digits.
  const gammas = g => g.some(x => x > 9) ? `{${g.join(",")}}` : g.join("");

  // loopy asks judge sg -graph for a graph's loopy values and a sum.
  async function loopy() {
    graphOut.textContent = "";
    graphOut.classList.remove("error");
    try {
      const a = await api("/api/lab/sg", {graph: graph.value, sum: sum.value});
      graphOut.textContent = a.lines.map(l => "tokens" in l ?
        `tokens on ${l.tokens.join(", ")} (values ${l.values.join(", ")}): outcome ${l.outcome}` +
          (l.move ? `; move token ${l.move.token} from ${l.move.from} to ${l.move.to}` : "") :
        `vertex ${l.v}: ${l.value}` + (l.set.length ? `{${l.set.join(",")}}` : "")).join("\n");
    } catch (e) {
      graphOut.textContent = e.message;
      graphOut.classList.add("error");
    }
  }

  // cgt asks judge cgt about expr.
  const cgt = expr => api("/api/lab/cgt", {game: expr});

  // describe writes judge cgt's answer in a line.
  const describe = a => `${a.canonical}: outcome ${a.outcome}, mean ${a.mean}, temperature ${a.temperature}`;

  // value shows the game's canonical form and thermograph, with a button
  // to add it to the sum.
  async function value() {
    cgtError.textContent = "";
    cgtGo.disabled = true;
    try {
      const a = await cgt(cgtGame.value);
      cgtForm.replaceChildren(el("span", {class: "form"}, describe(a)), " ",
        el("button", {class: "cgt-add", "data-value": a.canonical, onclick: () => add(a.canonical)}, "+ add to the sum"));
      drawThermograph(a);
    } catch (e) {
      cgtError.textContent = e.message;
    } finally {
      cgtGo.disabled = false;
    }
  }

  // The sum built by clicking: its terms, and judge cgt's answer for it.
  let terms = [];
  for (const v of ["1", "-1/2", "*", "^", "+-1", "{2|-1}", "{3|1}"]) {
    presets.append(el("button", {class: "cgt-add", "data-value": v, onclick: () => add(v)}, v), " ");
  }
  presets.append(el("button", {id: "cgt-clear", onclick: () => { terms = []; cgtSum.replaceChildren(); }}, "clear"));

  // add adds v to the sum and shows the sum's value and thermograph.
  async function add(v) {
    terms.push(v);
    const expr = terms.map(t => `(${t})`).join(" + ");
    try {
      const a = await cgt(expr);
      cgtSum.replaceChildren(el("span", {class: "terms"}, terms.join("  +  ")), " = ",
        el("span", {class: "form"}, describe(a)));
      drawThermograph(a, "the sum");
    } catch (e) {
      terms.pop();
      cgtSum.replaceChildren(el("span", {class: "error"}, e.message));
    }
  }

  // drawThermograph draws a's walls and mast: temperature upward, values
  // with Left's (positive) to the left, as thermographs are drawn.
  function drawThermograph(a, what) {
    const W = 480, H = 300, pad = 36;
    const pts = a.left.concat(a.right);
    const top = Math.max(1, ...pts.map(p => p[0])) + 1;
    let lo = Math.min(...pts.map(p => p[1])), hi = Math.max(...pts.map(p => p[1]));
    const span = Math.max(hi - lo, 2);
    lo -= span / 4; hi += span / 4;
    const x = v => pad + (hi - v) / (hi - lo) * (W - 2 * pad);
    const y = t => H - pad - (t + 1) / (top + 1) * (H - 2 * pad);
    const wall = w => w.map(p => `${x(p[1])},${y(p[0])}`).concat(`${x(w[w.length - 1][1])},${y(top)}`).join(" ");
    const ticks = [];
    for (let v = Math.ceil(lo); v <= hi && hi - lo <= 40; v++) {
      ticks.push(svg("line", {x1: x(v), x2: x(v), y1: y(-1), y2: y(-1) + 4, class: "axis"}),
        svg("text", {x: x(v), y: H - pad + 14, class: "tick"}, v));
    }
    thermo.replaceChildren(...ticks,
      svg("line", {x1: pad, x2: W - pad, y1: y(0), y2: y(0), class: "axis"}),
      svg("text", {x: W - pad + 2, y: y(0) + 4, class: "tick"}, "t=0"),
      svg("text", {x: W - pad + 2, y: y(-1) + 4, class: "tick"}, "-1"),
      svg("line", {x1: x(0), x2: x(0), y1: y(-1), y2: y(top), class: "zero"}),
      svg("text", {x: x(hi), y: H - 6, class: "tick start"}, "← Left"),
      svg("text", {x: x(lo), y: H - 6, class: "tick end"}, "Right →"),
      svg("polyline", {points: wall(a.left), class: "wall left"}),
      svg("polyline", {points: wall(a.right), class: "wall right"}),
      svg("text", {x: W / 2, y: 16, class: "caption"},
        `${what ? what + ": " : ""}${a.canonical}, mean ${a.mean}, temperature ${a.temperature}`));
    thermo.dataset.game = a.canonical;
  }
})();
