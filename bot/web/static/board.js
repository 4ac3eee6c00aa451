/* A match's board in the browser: draws the page's `state` and sends moves (the contract is
 * docs/WEB_BOARD.md). It holds no rules: what is clickable is what `state.decision` offers.
 *
 * Every text is written with textContent (names may hold markup); `**bold**` becomes <strong>.
 *
 * The page's own words come from `state.texts`, by these keys (English when one is missing):
 *   your-move     heading of the decision panel          "Your move"
 *   choices       label of the list of choices           "Your choices"
 *   waiting       said before a seat the table waits for "Waiting for"
 *   hand          heading of the hand, its picture's alt  "Your hand"
 *   seats         heading of the seats                   "Players"
 *   log           heading of the log                     "Log"
 *   zoom-in       zoom buttons' names                    "Zoom in"
 *   zoom-out                                             "Zoom out"
 *   fit                                                  "Fit the board"
 *   sending       while a move is on its way             "Sending…"
 *   stand-in      beside a seat the stand-in plays       "the stand-in plays"
 *   spectator     the decision panel for a spectator     "You are watching."
 *   signed-in-as  before the reader's name in the header "Signed in as"
 *   moved-on      a move refused as late (409)           "The game moved on: …"
 *   offline       the connection is lost                 "Connection lost: trying again…"
 *   pick          above the list when choices share a place  "Which one?"
 *   cancel        closes that list                       "Cancel"
 *   replay        heading of a finished match's replay    "Replay"
 *   replay-start  the replay's slider at move 0          "the start"
 *   back          takes back the player's latest step    "Take back my last step"
 *   amount-play   plays the amount typed                 "Play"
 */
(() => {
  "use strict";

  const ENGLISH = {
    "your-move": "Your move",
    choices: "Your choices",
    waiting: "Waiting for",
    hand: "Your hand",
    seats: "Players",
    log: "Log",
    "zoom-in": "Zoom in",
    "zoom-out": "Zoom out",
    fit: "Fit the board",
    sending: "Sending…",
    "stand-in": "the stand-in plays",
    spectator: "You are watching.",
    "signed-in-as": "Signed in as",
    "moved-on": "The game moved on: here is the board as it is now.",
    offline: "Connection lost: trying again…",
    pick: "Which one?",
    cancel: "Cancel",
    replay: "Replay",
    "replay-start": "the start",
    back: "Take back my last step",
    "amount-play": "Play",
    words: "The table in words",
  };
  const SVG = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);

  let state = null; // the last state fetched
  let busy = false; // a move is on its way or answered: no choice until the next state
  let sending = false; // a move is on its way

  // --- words ------------------------------------------------------------------------------

  function t(key) {
    const texts = (state && state.texts) || {};
    return typeof texts[key] === "string" && texts[key] ? texts[key] : ENGLISH[key];
  }

  /** A moment the server marks (U+FFF9, "t", its Unix time in seconds, U+FFFB), written in
   * the reader's own time zone and language. */
  const MOMENT = /\ufff9t(\d+)\ufffb/g;
  function moments(text) {
    const lang = (state && state.lang) || document.documentElement.lang || undefined;
    const format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
    return text.replace(MOMENT, (_, seconds) => format.format(new Date(Number(seconds) * 1000)));
  }

  /** Writes `text` into `el` as text, its `**bold**` parts as <strong>, its moments in the
   * reader's time. */
  function rich(el, text) {
    el.replaceChildren();
    moments(String(text ?? "")).split(/\*\*(.+?)\*\*/s).forEach((part, i) => {
      if (!part) return;
      if (i % 2) {
        const strong = document.createElement("strong");
        strong.textContent = part;
        el.append(strong);
      } else {
        el.append(document.createTextNode(part));
      }
    });
  }

  function applyTexts() {
    for (const el of document.querySelectorAll("[data-text]")) el.textContent = t(el.dataset.text);
    for (const el of document.querySelectorAll("[data-label]")) {
      el.setAttribute("aria-label", t(el.dataset.label));
      el.title = t(el.dataset.label);
    }
  }

  let said = null; // the key of what the status line says, when it is one of the page's words
  function say(text, key = null) {
    rich($("status"), text);
    said = key;
  }
  function unsay(key) {
    if (said === key) say("");
  }

  // --- the state --------------------------------------------------------------------------

  let loading = null;
  let again = false;
  let retry = null;

  /** Fetches `state` and draws it; asked again while a fetch is under way, fetches once more. */
  function load() {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      do {
        again = false;
        await fetchState();
      } while (again);
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function fetchState() {
    clearTimeout(retry);
    try {
      const answer = await fetch("state", { cache: "no-store", credentials: "same-origin" });
      if (!answer.ok) throw new Error(`state: ${answer.status}`);
      state = await answer.json();
      unsay("offline");
    } catch {
      say(t("offline"), "offline");
      retry = setTimeout(load, 5000);
    }
    busy = sending;
    if (state) render();
  }

  function choicesByPlace() {
    const found = new Map();
    for (const choice of (state.decision && state.decision.choices) || []) {
      if (!choice.place) continue;
      if (!found.has(choice.place)) found.set(choice.place, []);
      found.get(choice.place).push(choice);
    }
    return found;
  }

  /** Where the focus was, as a selector that finds it again once everything is redrawn. */
  function focusKey(el) {
    const place = el && el.closest && el.closest(".place");
    if (place) return `.place[data-place="${CSS.escape(place.dataset.place)}"]`;
    if (el && el.dataset && el.dataset.choice && $("choices").contains(el)) {
      return `#choices [data-choice="${CSS.escape(el.dataset.choice)}"]`;
    }
    return null;
  }
  let focusAfter = null; // the focus when a move was sent (its button is disabled since)

  function render() {
    const refocus = focusKey(document.activeElement) || focusAfter;
    focusAfter = null;

    closePicker();
    applyTexts();
    document.title = state.heading ? `${state.title} · ${state.heading}` : state.title;
    $("title").textContent = state.title;
    rich($("heading"), state.heading);
    rich($("waiting"), state.waiting);
    const who = $("who");
    who.hidden = !state.you;
    who.textContent = state.you ? `${t("signed-in-as")} ${state.you.name}` : "";
    document.body.classList.toggle("busy", busy);
    document.body.dataset.version = state.version;

    renderPicture();
    renderPlaces();
    renderDecision();
    renderHand();
    renderSeats();
    renderLog();
    renderReplay();
    renderWords();

    // The focus stays where it was; if that is no choice any more, it goes to the decision.
    if (refocus) {
      const target = document.querySelector(refocus);
      const usable = target && target.matches(".place.action, button:enabled");
      (usable ? target : $("decision")).focus({ preventScroll: true });
    }
  }

  // The table comes over the live connection with each change (`showPicture`); only while
  // that is not open does the page ask for it.
  let live = false;
  let pictureVersion = -1; // the version of the table shown
  let pictureUrl = null; // the object URL of the table sent, freed when replaced

  function renderPicture() {
    const img = $("picture");
    img.alt = moments(state.alt || state.title);
    if (live || state.version <= pictureVersion) return;
    pictureVersion = state.version;
    img.dataset.version = state.version;
    img.src = new URL(state.picture, location.href).href;
  }

  /** A table sent over the live connection (its version, then the PNG's bytes). */
  function showPicture(version, png) {
    if (version <= pictureVersion || !png.byteLength) return;
    pictureVersion = version;
    const old = pictureUrl;
    pictureUrl = URL.createObjectURL(new Blob([png], { type: "image/png" }));
    $("picture").dataset.version = version;
    $("picture").src = pictureUrl;
    if (old) URL.revokeObjectURL(old);
  }

  /** A picture that could not be loaded (the server busy, 429; the network down a moment) is
   * asked for again a little later, while the page still shows that version: else it would
   * stay broken until the next move. */
  function retryOnError(img) {
    let failed = "";
    let tries = 0;
    img.addEventListener("error", () => {
      const src = img.getAttribute("src");
      if (!src) return;
      tries = src === failed ? tries + 1 : 1;
      failed = src;
      if (tries > 5) return;
      setTimeout(() => {
        if (img.getAttribute("src") !== src) return; // a newer picture is on its way
        img.removeAttribute("src");
        img.setAttribute("src", src);
      }, 1000 * tries);
    });
  }
  retryOnError($("picture"));
  retryOnError($("hand-picture"));

  function svgElement(name, attributes) {
    const el = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
    return el;
  }

  function renderPlaces() {
    const svg = $("places");
    const actions = choicesByPlace();
    svg.replaceChildren();
    for (const place of state.places || []) {
      const [x0, y0, x1, y1] = place.box;
      const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
      const g = svgElement("g", { class: "place", "data-place": place.id });
      const title = svgElement("title", {});
      title.textContent = place.name;
      g.append(title, svgElement("rect", { ...box, class: "box" }));
      if (actions.has(place.id)) {
        g.classList.add("action");
        g.setAttribute("tabindex", "0");
        g.setAttribute("role", "button");
        g.setAttribute("aria-label", place.name);
        if (busy) g.setAttribute("aria-disabled", "true");
        // Two outlines: a solid dark one under a dashed light one, seen on any background;
        // around the box, not over what is drawn in it (`outline`).
        const ring = svgElement("rect", { ...box, class: "ring" });
        const edge = svgElement("rect", { ...box, class: "edge" });
        outlines.set(ring, box).set(edge, box);
        g.append(ring, edge);
      }
      svg.append(g);
    }
    outlinedAt = 0;
    outline();
  }

  // The outline of a place that is a choice lies around its box, whatever the zoom: its inner
  // edge on the box's edge, so that it hides nothing of what the box holds (a name, a token),
  // however small the board is on the screen.
  const RING = 3.5; // half the dark outline's width, in its pixels (board.css .ring)
  const outlines = new Map(); // the outlines' rectangles drawn now, and their places' boxes
  let outlinedAt = 0; // the scale they were laid out for

  /** One pixel of the outlines (`--px` in board.css), in the picture's units: one of the
   * screen whatever the zoom, but thinner where the board is drawn small (on a phone), where
   * outlines as thick would hide the names and tokens around them. */
  function outlinePixel() {
    return Math.min(1, Math.max(0.4, view.s)) / view.s;
  }

  function outline() {
    if (outlinedAt === view.s) return;
    outlinedAt = view.s;
    const d = RING * outlinePixel();
    for (const [rect, box] of outlines) {
      if (!rect.isConnected) {
        outlines.delete(rect);
        continue;
      }
      rect.setAttribute("x", box.x - d);
      rect.setAttribute("y", box.y - d);
      rect.setAttribute("width", box.width + 2 * d);
      rect.setAttribute("height", box.height + 2 * d);
    }
  }

  function renderDecision() {
    const decision = state.decision;
    $("decision-heading").hidden = !decision;
    rich($("decision-text"), decision ? decision.text : state.you ? state.waiting : t("spectator"));
    const help = $("decision-help");
    rich(help, (decision && decision.help) || "");
    help.hidden = !(decision && decision.help);
    const list = $("choices");
    list.replaceChildren();
    for (const choice of (decision && decision.choices) || []) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "choice";
      button.dataset.choice = choice.id;
      if (choice.place) button.dataset.place = choice.place;
      rich(button, choice.label);
      button.disabled = busy || !state.csrf;
      list.append(button);
    }
    // Any amount in a range, where the choices list only the common ones.
    const amount = decision && decision.amount;
    $("amount").hidden = !amount;
    if (amount) {
      $("amount-label").textContent = amount.label;
      const field = $("amount-value");
      Object.assign(field, { min: amount.min, max: amount.max, step: amount.step });
      field.disabled = $("amount-play").disabled = busy || !state.csrf;
    }
    // Back: the player's latest step taken back, from this decision.
    const back = $("back");
    back.hidden = !(decision && decision.back);
    back.disabled = busy || !state.csrf;
  }

  let handShown = null; // what names the hand's picture shown (`you.picture`)
  let handUrl = null; // the object URL of the hand's picture sent, freed when replaced

  function renderHand() {
    const you = state.you;
    $("hand").hidden = !you;
    if (!you) return;
    rich($("hand-text"), you.hand);
    const img = $("hand-picture");
    img.hidden = !you.picture;
    img.alt = t("hand");
    if (you.picture && you.picture !== handShown) {
      handShown = you.picture;
      img.src = new URL(you.picture, location.href).href;
    }
  }

  /** The hand's picture sent over the live connection with the state that names it. */
  function showHand(picture, png) {
    handShown = picture;
    const old = handUrl;
    handUrl = URL.createObjectURL(new Blob([png], { type: "image/png" }));
    $("hand-picture").src = handUrl;
    if (old) URL.revokeObjectURL(old);
  }

  // The table in words (the same facts as the picture, for a screen reader): asked for once
  // opened, and again with each new version while it stays open.
  let wordsVersion = -1;
  async function renderWords() {
    if (!$("words").open || !state || state.version <= wordsVersion) return;
    wordsVersion = state.version;
    try {
      const answer = await fetch("words", { cache: "no-store", credentials: "same-origin" });
      if (!answer.ok) throw new Error(`words: ${answer.status}`);
      const told = await answer.json();
      const lines = String(told.words || "").split("\n").filter((line) => line.trim());
      $("words-text").replaceChildren(
        ...lines.map((line) => {
          const p = document.createElement("p");
          rich(p, line);
          return p;
        }),
      );
    } catch {
      wordsVersion = -1; // asked again with the next change
    }
  }
  $("words").addEventListener("toggle", renderWords);

  function renderSeats() {
    const list = $("seats");
    list.replaceChildren();
    for (const seat of state.seats || []) {
      const item = document.createElement("li");
      item.classList.toggle("awaited", !!seat.waiting);
      item.classList.toggle("mine", !!state.you && state.you.seat === seat.seat);
      const mark = document.createElement("span");
      mark.className = "mark";
      if (seat.waiting) {
        // Seen as an arrow, heard as "Waiting for <name>".
        const arrow = document.createElement("span");
        arrow.setAttribute("aria-hidden", "true");
        arrow.textContent = "▶";
        const words = document.createElement("span");
        words.className = "sr";
        words.textContent = `${t("waiting")} `;
        mark.title = t("waiting");
        mark.append(arrow, words);
      }
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = seat.name;
      item.append(mark, name);
      if (seat.stand_in) {
        const note = document.createElement("span");
        note.className = "note";
        note.textContent = t("stand-in");
        item.append(" ", note);
      }
      list.append(item);
    }
  }

  // --- the replay of a finished match: a slider over its moves ------------------------------

  const slider = $("replay-move");

  function renderReplay() {
    const replay = state.replay;
    $("replay").hidden = !replay;
    if (!replay) return;
    if (slider.max !== String(replay.moves)) {
      slider.max = replay.moves;
      slider.value = replay.moves; // the end first: the table as the match left it
    }
    replayAt();
  }

  function replayAt() {
    const move = Number(slider.value);
    $("replay-at").textContent = move === 0 ? t("replay-start") : `${move} / ${slider.max}`;
  }

  /** The table after the move the slider is on, as everyone saw it then; the places to point
   * at are the last table's, so they show only at the end. */
  function replayTo() {
    const move = Number(slider.value);
    const end = move === Number(slider.max);
    const img = $("picture");
    img.dataset.replay = end ? "" : move;
    img.src = new URL(end ? state.picture : `replay.png?move=${move}`, location.href).href;
    document.body.classList.toggle("replaying", !end);
  }
  slider.addEventListener("input", replayAt);
  slider.addEventListener("change", replayTo);

  // The log's lines drawn: of which log (its epoch), how many. A log goes on with the same
  // lines under the same epoch, so only its new lines are drawn: a long game's log is not
  // written again at every move.
  let logDrawn = { epoch: null, lines: 0 };

  function renderLog() {
    const list = $("log");
    const lines = state.log || [];
    const goesOn =
      state.log_epoch != null &&
      state.log_epoch === logDrawn.epoch &&
      lines.length >= logDrawn.lines &&
      list.children.length === logDrawn.lines;
    if (!goesOn) list.replaceChildren();
    const from = goesOn ? logDrawn.lines : 0;
    if (from === lines.length && goesOn) return;
    for (const line of lines.slice(from)) {
      const item = document.createElement("li");
      rich(item, line);
      list.append(item);
    }
    logDrawn = { epoch: state.log_epoch ?? null, lines: lines.length };
    logAtEnd = true;
    logToEnd();
  }

  // The log stays at its newest line as the panel around it changes, unless the reader scrolled.
  // A scroll event comes a frame late: the page's own scroll is known by where it left the log,
  // so a picture loading above in between does not pass for the reader scrolling up.
  let logAtEnd = true;
  let logSetTop = null;
  const logList = $("log");
  function logToEnd() {
    logList.scrollTop = logList.scrollHeight;
    logSetTop = logList.scrollTop;
  }
  logList.addEventListener("scroll", () => {
    if (logList.scrollTop === logSetTop) return;
    logSetTop = null;
    logAtEnd = logList.scrollTop + logList.clientHeight >= logList.scrollHeight - 4;
  });
  new ResizeObserver(() => {
    if (logAtEnd) logToEnd();
  }).observe(logList);

  // --- moves ------------------------------------------------------------------------------

  /** A choice of the decision sent as the player's move. */
  function send(choice) {
    const decision = state && state.decision;
    if (!decision) return;
    post("move", { choice: choice.id, version: decision.version, prompt: decision.prompt });
  }

  /** A change sent (`move`, or `back`), the page still until it is answered; then what the
   * server said, and the state as it now is. */
  async function post(path, body) {
    if (busy || !state || !state.decision || !state.csrf) return;
    busy = sending = true;
    const from = picker.contains(document.activeElement) ? pickerFrom : document.activeElement;
    focusAfter = focusKey(from);
    closePicker();
    document.body.classList.add("busy");
    for (const button of document.querySelectorAll("#decision button, #decision input")) {
      button.disabled = true;
    }
    for (const g of $("places").querySelectorAll(".place.action")) {
      g.setAttribute("aria-disabled", "true");
    }
    say(t("sending"));
    try {
      const answer = await fetch(path, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": state.csrf },
        body: JSON.stringify(body),
      });
      let told = {};
      try {
        told = await answer.json();
      } catch {
        told = {};
      }
      if (answer.ok) say(told.reply || "");
      else say(told.error || (answer.status === 409 ? t("moved-on") : `${answer.status}`));
    } catch {
      say(t("offline"), "offline");
    }
    sending = false;
    await load(); // the move answered, or refused (409: the game moved on): the state as it is
  }

  $("amount").addEventListener("submit", (event) => {
    event.preventDefault();
    const amount = state && state.decision && state.decision.amount;
    const typed = $("amount-value").value.trim();
    if (!amount || !/^\d+$/.test(typed)) return;
    send({ id: `${amount.prefix}:${Number(typed)}` });
  });
  $("back").addEventListener("click", () => {
    const decision = state && state.decision;
    if (decision && decision.back) post("back", { version: decision.back });
  });

  /** A place clicked or pressed: its one choice sent, or its several offered to pick from. */
  function choosePlace(g, x, y) {
    if (busy || !state) return;
    const choices = choicesByPlace().get(g.dataset.place) || [];
    if (choices.length === 1) send(choices[0]);
    else if (choices.length > 1) openPicker(choices, x, y);
  }

  const svg = $("places");
  svg.addEventListener("click", (event) => {
    if (dragged) return;
    const g = event.target.closest(".place.action");
    if (g) choosePlace(g, event.clientX, event.clientY);
  });
  svg.addEventListener("keydown", (event) => {
    const g = event.target.closest(".place.action");
    if (!g || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    const r = g.getBoundingClientRect();
    choosePlace(g, r.left + r.width / 2, r.top + r.height / 2);
  });

  const choicesList = $("choices");
  choicesList.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-choice]");
    const choice =
      button &&
      state.decision &&
      state.decision.choices.find((c) => c.id === button.dataset.choice);
    if (choice) send(choice);
  });
  // A choice on the map lights its place while the pointer or the focus is on its button.
  function hint(event, on) {
    const button = event.target.closest && event.target.closest("button[data-place]");
    if (!button) return;
    const selector = `.place[data-place="${CSS.escape(button.dataset.place)}"]`;
    const g = svg.querySelector(selector);
    if (g) g.classList.toggle("hint", on);
  }
  choicesList.addEventListener("pointerover", (event) => hint(event, true));
  choicesList.addEventListener("pointerout", (event) => hint(event, false));
  choicesList.addEventListener("focusin", (event) => hint(event, true));
  choicesList.addEventListener("focusout", (event) => hint(event, false));

  // --- choosing among the choices of one place ------------------------------------------------

  const picker = $("picker");
  let pickerFrom = null; // what had the focus before the picker opened

  function openPicker(choices, x, y) {
    const list = $("picker-choices");
    list.replaceChildren();
    for (const choice of choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "choice";
      button.dataset.choice = choice.id;
      rich(button, choice.label);
      button.addEventListener("click", () => send(choice));
      list.append(button);
    }
    pickerFrom = document.activeElement;
    picker.hidden = false;
    const board = $("board").getBoundingClientRect();
    const left = Math.max(4, Math.min(x - board.left, board.width - picker.offsetWidth - 4));
    const top = Math.max(4, Math.min(y - board.top, board.height - picker.offsetHeight - 4));
    picker.style.left = `${left}px`;
    picker.style.top = `${top}px`;
    list.querySelector("button").focus();
  }

  function closePicker() {
    if (picker.hidden) return;
    picker.hidden = true;
    if (pickerFrom && pickerFrom.isConnected && picker.contains(document.activeElement)) {
      pickerFrom.focus({ preventScroll: true });
    }
    pickerFrom = null;
  }

  $("picker-cancel").addEventListener("click", closePicker);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") closePicker();
  });
  document.addEventListener("pointerdown", (event) => {
    if (!picker.hidden && !picker.contains(event.target)) closePicker();
  });

  // --- zoom and pan: a CSS transform on the picture and its places --------------------------

  const viewport = $("viewport");
  const stage = $("stage");
  const picture = $("picture");
  const size = { w: 0, h: 0 }; // the picture's own pixels
  const view = { s: 1, x: 0, y: 0, fitted: true };

  picture.addEventListener("load", () => {
    const w = picture.naturalWidth;
    const h = picture.naturalHeight;
    if (w === size.w && h === size.h) return;
    size.w = w;
    size.h = h;
    svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
    stage.style.width = `${w}px`;
    stage.style.height = `${h}px`;
    viewport.style.aspectRatio = `${w} / ${h}`;
    document.body.classList.add("drawn");
    fit();
  });

  function fitScale() {
    if (!size.w || !viewport.clientWidth || !viewport.clientHeight) return 1;
    return Math.min(viewport.clientWidth / size.w, viewport.clientHeight / size.h);
  }

  /** Keeps the picture in view: centred along a side where it is smaller than the view. */
  function place() {
    const vw = viewport.clientWidth;
    const vh = viewport.clientHeight;
    const w = size.w * view.s;
    const h = size.h * view.s;
    view.x = w <= vw ? (vw - w) / 2 : Math.min(0, Math.max(vw - w, view.x));
    view.y = h <= vh ? (vh - h) / 2 : Math.min(0, Math.max(vh - h, view.y));
    stage.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.s})`;
    svg.style.setProperty("--px", `${outlinePixel()}px`);
    outline();
    viewport.classList.toggle("zoomed", !view.fitted);
  }

  function fit() {
    view.s = fitScale();
    view.fitted = true;
    place();
  }

  function scaleWithin(s) {
    const least = fitScale();
    return Math.min(Math.max(4, least * 2), Math.max(least, s));
  }

  /** Zooms by `factor` keeping the point (x, y) of the view where it is. */
  function zoomAt(factor, x, y) {
    if (!size.w) return;
    const before = view.s;
    view.s = scaleWithin(before * factor);
    view.x = x - ((x - view.x) * view.s) / before;
    view.y = y - ((y - view.y) * view.s) / before;
    view.fitted = view.s <= fitScale() * 1.001;
    place();
  }

  const centre = () => [viewport.clientWidth / 2, viewport.clientHeight / 2];
  $("zoom-in").addEventListener("click", () => zoomAt(1.25, ...centre()));
  $("zoom-out").addEventListener("click", () => zoomAt(0.8, ...centre()));
  $("zoom-fit").addEventListener("click", fit);

  viewport.addEventListener(
    "wheel",
    (event) => {
      event.preventDefault();
      const r = viewport.getBoundingClientRect();
      const step = event.deltaMode === 0 ? 0.0015 : 0.05; // pixels, or lines
      zoomAt(Math.exp(-event.deltaY * step), event.clientX - r.left, event.clientY - r.top);
    },
    { passive: false },
  );

  // One finger (or the mouse) pans, two pinch. A press that hardly moves stays a click.
  const pointers = new Map();
  let gesture = null;
  let dragged = false;

  function measure() {
    const r = viewport.getBoundingClientRect();
    const points = [...pointers.values()];
    const x = points.reduce((sum, p) => sum + p.x, 0) / points.length - r.left;
    const y = points.reduce((sum, p) => sum + p.y, 0) / points.length - r.top;
    const distance =
      points.length > 1 ? Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y) : 0;
    return { x, y, distance };
  }

  function begin() {
    gesture = pointers.size ? { ...measure(), s: view.s, vx: view.x, vy: view.y } : null;
  }

  viewport.addEventListener("pointerdown", (event) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    if (!pointers.size) dragged = false;
    const [x, y] = [event.clientX, event.clientY];
    pointers.set(event.pointerId, { x, y, x0: x, y0: y });
    begin();
  });

  viewport.addEventListener("pointermove", (event) => {
    const pointer = pointers.get(event.pointerId);
    if (!pointer || !gesture) return;
    pointer.x = event.clientX;
    pointer.y = event.clientY;
    if (!dragged) {
      const moved = Math.hypot(pointer.x - pointer.x0, pointer.y - pointer.y0);
      if (moved < 8 && pointers.size < 2) return;
      dragged = true;
      viewport.setPointerCapture(event.pointerId);
    }
    const now = measure();
    const s =
      gesture.distance && now.distance
        ? scaleWithin(gesture.s * (now.distance / gesture.distance))
        : gesture.s;
    view.x = now.x - ((gesture.x - gesture.vx) * s) / gesture.s;
    view.y = now.y - ((gesture.y - gesture.vy) * s) / gesture.s;
    view.s = s;
    view.fitted = s <= fitScale() * 1.001;
    place();
  });

  function release(event) {
    if (!pointers.delete(event.pointerId)) return;
    begin();
  }
  viewport.addEventListener("pointerup", release);
  viewport.addEventListener("pointercancel", release);

  new ResizeObserver(() => (view.fitted ? fit() : place())).observe(viewport);

  // --- live: the server says when the match changes -------------------------------------------

  let delay = 1000;
  let lost = false;

  /** A state sent live with only its log's new lines (from `log_from`) made whole with the
   * lines this page has, if it has exactly those of that log; else null (the page asks). */
  function continued(next) {
    if (!next.log_from) return next;
    if (!state || state.log_epoch !== next.log_epoch || state.log.length !== next.log_from) {
      return null;
    }
    return { ...next, log: state.log.concat(next.log), log_from: 0 };
  }

  function connect() {
    const url = new URL("live", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    let socket;
    try {
      socket = new WebSocket(url);
    } catch {
      setTimeout(connect, delay);
      return;
    }
    socket.binaryType = "arraybuffer";
    socket.addEventListener("open", () => {
      live = true;
      delay = 1000;
      if (lost) {
        lost = false;
        load(); // what changed while the connection was down
      }
    });
    socket.addEventListener("message", (event) => {
      // A change: the table's version, the length of the news and of the hand's picture (4
      // bytes each), the news (JSON: the version and the state this page now shows), the
      // hand's picture its state names (a PNG, when it changed), then the table (a PNG). Only
      // the news, as text, when the table could not be had.
      let told = null;
      let picture = null;
      try {
        if (event.data instanceof ArrayBuffer) {
          const head = new DataView(event.data);
          const length = head.getUint32(4);
          const handLength = head.getUint32(8);
          const news = new Uint8Array(event.data, 12, length);
          if (length) told = JSON.parse(new TextDecoder().decode(news));
          const you = told && told.state && told.state.you;
          if (handLength && you && you.picture) {
            showHand(you.picture, event.data.slice(12 + length, 12 + length + handLength));
          }
          picture = [head.getUint32(0), event.data.slice(12 + length + handLength)];
        } else {
          told = JSON.parse(event.data);
        }
      } catch {
        told = { version: -1 }; // not understood: the page asks for its state
      }
      const next = told && told.state && continued(told.state);
      if (next && !loading && (!state || next.version >= state.version)) {
        state = next;
        busy = sending;
        render();
      } else if (told) {
        load();
      }
      if (picture) showPicture(...picture);
    });
    socket.addEventListener("close", () => {
      live = false;
      if (!lost) say(t("offline"), "offline");
      lost = true;
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30000);
    });
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") load();
  });

  load();
  connect();
})();
