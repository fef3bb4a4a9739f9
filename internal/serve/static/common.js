// What every tab shares: switching tabs and calling the server's API.
"use strict";

// token is the token of the address judge serve printed: read from the
// address once, then kept in this tab's sessionStorage (this origin's
// alone: a cookie would go to every port of the host) and taken out of
// the address bar. Every call of the API carries it.
const token = (() => {
  const u = new URL(location.href);
  const t = u.searchParams.get("token");
  if (t !== null) {
    sessionStorage.setItem("judge-token", t);
    u.searchParams.delete("token");
    history.replaceState(null, "", u.pathname + u.search + u.hash);
  }
  return sessionStorage.getItem("judge-token") || "";
})();

// refused shows, above every tab, why the server refused the page: no
// token, or another's.
function refused(msg) {
  let b = document.getElementById("refused");
  if (!b) {
    b = el("p", {id: "refused", class: "error"});
    document.body.prepend(b);
  }
  b.textContent = msg;
}

// api posts body as JSON to path (or GETs path when body is undefined),
// and returns the answer's JSON; an answer that is not 2xx throws its
// error message.
async function api(path, body) {
  const opts = body === undefined ? {headers: {"X-Judge-Token": token}} :
    {method: "POST", headers: {"Content-Type": "application/json", "X-Judge-Token": token}, body: JSON.stringify(body)};
  const r = await fetch(path, opts);
  if (r.status === 403) {
    const msg = (await r.text()).trim();
    refused(msg);
    throw new Error(msg);
  }
  const j = await r.json().catch(() => ({error: r.statusText}));
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
}

// el makes an element of tag with attrs and children (strings become
// text, never HTML).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c instanceof Node ? c : String(c));
  return e;
}

document.querySelectorAll("#tabs button").forEach(b => b.addEventListener("click", () => {
  document.querySelectorAll("#tabs button, .tab").forEach(x => x.classList.remove("on"));
  b.classList.add("on");
  document.getElementById(b.dataset.tab).classList.add("on");
}));
