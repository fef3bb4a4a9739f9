// The play tab: a game against the judge's perfect strategy. The server
// keeps nothing: each turn the page sends the position and gets back its
// moves, which of them win and why, and the judge's reply.
"use strict";

(() => {
  const play = document.getElementById("play");

  // Each game's start, as typed in the setup box, and how to read it.
  const games = {
    nim: ["Nim", "3 4 5", "heaps; take any number of tokens from one heap"],
    wythoff: ["Wythoff's queen", "5 8", "two piles; take from one, or the same from both (a queen moving toward the corner)"],
    octal: ["an octal game", "0.07 12 7", "the code, then heaps; 0.07 is Dawson's Kayles: take two adjacent tokens"],
    dawson: ["Dawson's chess", "8", "rows of files; a pawn pushed blocks its file and its neighbours'"],
    domineering: ["Domineering", "4x4", "rows x columns (20 cells at most); you place vertical dominoes, the judge horizontal ones"],
  };

  const select = el("select", {id: "play-game"},
    ...Object.entries(games).map(([k, [name]]) => el("option", {value: k}, name)));
  const setup = el("input", {id: "play-setup", value: games.nim[1], size: 14});
  const help = el("span", {id: "play-help", class: "help"}, games.nim[2]);
  const start = el("button", {id: "play-start", type: "submit"}, "Start");
  const hints = el("input", {id: "play-hints", type: "checkbox"});
  const error = el("div", {id: "play-error", class: "error"});
  const status = el("div", {id: "play-status", "data-state": "your-turn"});
  const board = el("div", {id: "play-board"});
  const moves = el("div", {id: "play-moves"});
  const why = el("div", {id: "play-why"});
  const log = el("ol", {id: "play-log"});

  select.addEventListener("change", () => {
    setup.value = games[select.value][1];
    help.textContent = games[select.value][2];
  });
  hints.addEventListener("change", () => {
    if (current && status.dataset.state === "your-turn") show(current);
  });

  play.append(
    el("form", {id: "play-form", onsubmit: e => { e.preventDefault(); begin(); }},
      el("label", {}, "Game ", select), " ", el("label", {}, "Start ", setup), " ", start, " ",
      el("label", {}, hints, " show the winning moves"), el("br"), help),
    error, status, board, moves, why, el("h3", {}, "Moves"), log);

  let game = "", rules = "", current = null;

  // ask sends a position (or the setup typed) and who is to move; in
  // Domineering the user is Left.
  const ask = (req, user) => api("/api/play", Object.assign({game, rules, left: user}, req));

  // setState shows whose turn it is, or who won.
  function setState(state, text) {
    status.dataset.state = state;
    status.textContent = text;
  }

  // begin starts a game from the setup typed.
  async function begin() {
    game = select.value;
    rules = "";
    error.textContent = "";
    log.replaceChildren();
    try {
      const a = await ask({setup: setup.value}, true);
      rules = a.rules || "";
      show(a);
    } catch (e) {
      error.textContent = e.message;
    }
  }

  // show draws a, a position with the user to move, and its moves.
  function show(a) {
    current = a;
    drawBoard(a.position);
    why.replaceChildren();
    moves.replaceChildren(...a.moves.map(m => {
      const b = el("button", {class: "move", "data-move": JSON.stringify(m.position), onclick: () => move(a, m)}, m.label);
      if (hints.checked && m.wins) b.classList.add("winning");
      if (hints.checked) b.title = m.why;
      return b;
    }));
    if (a.moves.length === 0) {
      setState("you-lost", "You have no move: the judge won.");
      return;
    }
    setState("your-turn", a.won ? "Your turn (you can win)." : "Your turn (the judge can win).");
    if (hints.checked) {
      const winning = a.moves.filter(m => m.wins);
      why.append(el("p", {}, a.why));
      why.append(winning.length === 0 ? el("p", {}, "No move wins: every one leaves the judge a winning position.") :
        el("ul", {}, ...winning.map(m => el("li", {}, `${m.label}: ${m.why}`))));
    }
  }

  // move plays the user's move m from a, then the judge's reply.
  async function move(a, m) {
    moves.querySelectorAll("button.move").forEach(b => { b.disabled = true; });
    const blunder = a.won && !m.wins;
    log.append(el("li", {class: blunder ? "user blunder" : "user"},
      `You: ${m.label}` + (blunder ? ` — this throws the win away (${m.why})` : "")));
    setState("thinking", "The judge is thinking…");
    drawBoard(m.position);
    try {
      const b = await ask({position: m.position}, false);
      if (b.moves.length === 0) {
        moves.replaceChildren();
        setState("you-won", "The judge has no move: you won.");
        return;
      }
      const r = b.reply;
      log.append(el("li", {class: "judge"}, `Judge: ${r.label} (${r.why})`));
      show(await ask({position: r.position}, true));
    } catch (e) {
      error.textContent = e.message;
    }
  }

  // drawQueen draws Wythoff's game as a queen on a board that moves
  // toward the corner (0, 0), down, left or diagonally; with hints on,
  // the squares a winning move reaches are marked.
  function drawQueen([x, y]) {
    const targets = new Set(hints.checked && current ? current.moves.filter(m => m.wins).map(m => m.position.join(",")) : []);
    const rows = [];
    for (let b = y; b >= 0; b--) {
      rows.push(el("tr", {}, ...Array.from({length: x + 1}, (_, a) => {
        const td = el("td", {class: (a + b) % 2 ? "dark" : "light"}, a === x && b === y ? "♕" : "");
        if (targets.has(`${a},${b}`)) td.classList.add("winning");
        return td;
      })));
    }
    board.append(el("table", {class: "queen"}, ...rows));
  }

  // drawBoard draws a position and keeps it, as JSON, in data-position.
  function drawBoard(p) {
    board.dataset.position = JSON.stringify(p);
    board.replaceChildren();
    if (game === "domineering") {
      board.append(el("table", {class: "domineering"}, ...p.split("/").map(row =>
        el("tr", {}, ...[...row].map(c => el("td", {class: c === "#" ? "filled" : "empty"}))))));
      return;
    }
    if (game === "wythoff" && Math.max(...p) <= 30) drawQueen(p);
    const token = game === "dawson" ? "♙" : "●";
    const names = game === "wythoff" ? ["first pile", "second pile"] : p.map((_, i) => (game === "dawson" ? "row " : "heap ") + (i + 1));
    p.forEach((h, i) => board.append(el("div", {class: "heap"},
      el("span", {class: "name"}, `${names[i]} (${h})`), el("span", {class: "tokens"}, token.repeat(h)))));
  }
})();
