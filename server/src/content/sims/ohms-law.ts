import { simulatorDocument } from './shell';

const css = `
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 330px; gap: 12px; align-items: start; }
@media (max-width: 700px) { .layout { grid-template-columns: 1fr; } }
svg.circuit { width: 100%; height: auto; max-height: 400px; display: block; }
.panel > p.muted { margin: 4px 0 0; }
.field { margin-bottom: 10px; }
.field label { display: flex; justify-content: space-between; font-weight: 600; font-size: 14px; }
.field .row { display: flex; gap: 8px; align-items: center; }
.field input[type=range] { flex: 1; accent-color: var(--accent); }
.field input[type=number] { width: 76px; font: inherit; padding: 4px 6px; border: 1px solid #cbd5e1; border-radius: 6px; }
.readout { background: #eff6ff; border-radius: 10px; padding: 8px 10px; margin: 4px 0 8px; }
#msg { font-size: 13px; margin-top: 6px; }
.readout .big { font-size: 22px; font-weight: 700; color: #1e3a8a; }
.readout div { margin: 2px 0; }
table { border-collapse: collapse; width: 100%; font-size: 13px; margin-top: 6px; }
th, td { border-bottom: 1px solid #e2e8f0; padding: 3px 6px; text-align: right; }
th:first-child, td:first-child { text-align: left; }
.tools { display: flex; gap: 8px; flex-wrap: wrap; }
`;

const body = `
<div class="layout">
  <div class="panel">
    <svg class="circuit" viewBox="0 0 400 280" role="img" aria-labelledby="circuit-title">
      <title id="circuit-title">A circuit with a battery, a switch, an ammeter and a bulb in one loop</title>
      <defs>
        <radialGradient id="glow"><stop offset="0" stop-color="#fde047" stop-opacity="1"/><stop offset="1" stop-color="#fde047" stop-opacity="0"/></radialGradient>
      </defs>
      <g fill="none" stroke="#334155" stroke-width="4" stroke-linecap="round">
        <path d="M60 130 V50 H120 M180 50 H232 M268 50 H340 V124 M340 176 V250 H60 V170"/>
      </g>
      <!-- battery: long plate (+) on top, short plate (-) below -->
      <g stroke="#334155" stroke-linecap="round">
        <line x1="36" y1="130" x2="84" y2="130" stroke-width="5"/>
        <line x1="46" y1="150" x2="74" y2="150" stroke-width="8"/>
        <line x1="36" y1="158" x2="84" y2="158" stroke-width="5"/>
        <line x1="46" y1="170" x2="74" y2="170" stroke-width="8"/>
      </g>
      <text x="94" y="136" font-size="18" font-weight="700" fill="#b91c1c">+</text>
      <text x="94" y="178" font-size="20" font-weight="700" fill="#1d4ed8">−</text>
      <text id="battery-label" x="14" y="206" font-size="15" font-weight="700" fill="#0f172a">6 V</text>
      <!-- switch -->
      <circle cx="120" cy="50" r="5" fill="#334155"/>
      <circle cx="180" cy="50" r="5" fill="#334155"/>
      <line id="switch-lever" x1="120" y1="50" x2="180" y2="50" stroke="#334155" stroke-width="4" stroke-linecap="round"/>
      <text x="132" y="84" font-size="13" fill="#475569">switch</text>
      <!-- ammeter -->
      <circle cx="250" cy="50" r="18" fill="#fff" stroke="#334155" stroke-width="3"/>
      <text x="250" y="56" font-size="16" font-weight="700" text-anchor="middle" fill="#0f172a">A</text>
      <text id="ammeter-label" x="250" y="90" font-size="14" font-weight="700" text-anchor="middle" fill="#1e3a8a">0.60 A</text>
      <!-- bulb -->
      <circle id="bulb-glow" cx="340" cy="150" r="40" fill="url(#glow)" opacity="0"/>
      <circle id="bulb-glass" cx="340" cy="150" r="26" fill="#e5e7eb" stroke="#334155" stroke-width="3"/>
      <path d="M327 163 L333 140 L340 160 L347 140 L353 163" fill="none" stroke="#92400e" stroke-width="2"/>
      <text x="300" y="140" font-size="13" text-anchor="end" fill="#475569">bulb</text>
      <text id="bulb-label" x="300" y="160" font-size="15" font-weight="700" text-anchor="end" fill="#0f172a">R = 10 Ω</text>
      <g id="electrons" fill="#2563eb"></g>
    </svg>
    <p class="muted">Blue dots are electrons: they flow out of the − terminal. Faster dots mean more current. This model bulb keeps the same resistance however hot it gets.</p>
  </div>
  <div class="panel">
    <div class="field">
      <label for="volts">Voltage (V) <span id="volts-out">6 V</span></label>
      <div class="row"><input type="range" id="volts" min="0" max="12" step="0.5" value="6" aria-label="Voltage slider"><input type="number" id="volts-num" min="0" max="12" step="0.5" value="6" aria-label="Voltage in volts"></div>
    </div>
    <div class="field">
      <label for="ohms">Resistance (R) <span id="ohms-out">10 Ω</span></label>
      <div class="row"><input type="range" id="ohms" min="1" max="200" step="1" value="10" aria-label="Resistance slider"><input type="number" id="ohms-num" min="1" max="1000" step="1" value="10" aria-label="Resistance in ohms"></div>
    </div>
    <div class="readout" aria-live="polite">
      <div>Current I = V ÷ R</div>
      <div class="big" id="current-out">0.60 A</div>
      <div id="calc-out" class="muted"></div>
      <div id="power-out"></div>
    </div>
    <div class="tools"><button id="switch-btn" type="button" aria-pressed="true">Switch ON</button><button id="record" type="button" class="primary">Record</button><button id="clear" type="button">Clear</button></div>
    <div id="msg" class="msg" role="status"></div>
    <table><thead><tr><th>#</th><th>V (volts)</th><th>R (ohms)</th><th>I (amps)</th></tr></thead><tbody id="rows"></tbody></table>
  </div>
</div>
`;

const script = String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var state = { v: 6, r: 10, closed: true, rows: [] };
  var volts = $('volts'), voltsNum = $('volts-num'), ohms = $('ohms'), ohmsNum = $('ohms-num');

  function clamp(x, lo, hi) { return Math.min(hi, Math.max(lo, x)); }
  function trim(n, d) { return String(Number(n.toFixed(d))); }
  function current() { return state.closed ? state.v / state.r : 0; }
  function amps(i) { return (i === 0 ? '0' : i < 0.1 ? i.toFixed(3) : i.toFixed(2)) + ' A'; }
  function amperesText(i) { return i > 0 && i < 1 ? amps(i) + ' (' + Math.round(i * 1000) + ' mA)' : amps(i); }

  function render() {
    var i = current(), p = state.v * i;
    $('volts-out').textContent = trim(state.v, 1) + ' V';
    $('ohms-out').textContent = state.r + ' Ω';
    $('battery-label').textContent = trim(state.v, 1) + ' V';
    $('bulb-label').textContent = 'R = ' + state.r + ' Ω';
    $('ammeter-label').textContent = amps(i);
    $('current-out').textContent = amperesText(i);
    $('calc-out').textContent = state.closed ? 'I = ' + trim(state.v, 1) + ' ÷ ' + state.r + ' = ' + trim(i, 4) + ' A' : 'The switch is open, so I = 0 A';
    $('power-out').textContent = 'Power P = V × I = ' + trim(p, 2) + ' W';
    var b = clamp(Math.sqrt(p / 30), 0, 1);
    $('bulb-glow').setAttribute('opacity', String(b));
    $('bulb-glow').setAttribute('r', String(30 + 30 * b));
    var red = Math.round(229 + 24 * b), green = Math.round(231 - 7 * b), blue = Math.round(235 - 164 * b);
    $('bulb-glass').setAttribute('fill', 'rgb(' + red + ',' + green + ',' + blue + ')');
    $('switch-lever').setAttribute('x2', state.closed ? '180' : '168');
    $('switch-lever').setAttribute('y2', state.closed ? '50' : '18');
    var btn = $('switch-btn');
    btn.textContent = state.closed ? 'Switch ON' : 'Switch OFF';
    btn.setAttribute('aria-pressed', String(state.closed));
    var msg = $('msg');
    msg.className = 'msg';
    if (!state.closed) { msg.textContent = 'Open circuit: the loop is broken, so no current flows.'; }
    else if (i > 5) { msg.textContent = 'Very large current! Real wires and bulbs would overheat, just like in a short circuit.'; msg.className = 'msg bad'; }
    else if (state.v === 0) { msg.textContent = 'No voltage, no push: no current flows.'; }
    else { msg.textContent = ''; }
  }

  function setV(x) { x = clamp(Math.round(Number(x) * 2) / 2, 0, 12); if (isNaN(x)) return; state.v = x; volts.value = String(x); voltsNum.value = String(x); render(); }
  function setR(x) { x = clamp(Math.round(Number(x)), 1, 1000); if (isNaN(x)) return; state.r = x; ohms.value = String(Math.min(x, 200)); ohmsNum.value = String(x); render(); }
  volts.addEventListener('input', function () { setV(volts.value); });
  voltsNum.addEventListener('change', function () { setV(voltsNum.value); });
  ohms.addEventListener('input', function () { setR(ohms.value); });
  ohmsNum.addEventListener('change', function () { setR(ohmsNum.value); });
  $('switch-btn').addEventListener('click', function () { state.closed = !state.closed; render(); });

  function drawRows() {
    var tbody = $('rows');
    tbody.textContent = '';
    state.rows.slice(-4).forEach(function (row) {
      var tr = document.createElement('tr');
      [row.n, trim(row.v, 1), row.r, trim(row.i, 4)].forEach(function (cell) {
        var td = document.createElement('td'); td.textContent = String(cell); tr.appendChild(td);
      });
      tbody.appendChild(tr);
    });
  }
  $('record').addEventListener('click', function () {
    state.rows.push({ n: state.rows.length + 1, v: state.v, r: state.r, i: current() });
    drawRows();
  });
  $('clear').addEventListener('click', function () { state.rows = []; drawRows(); });

  // Electrons travel anticlockwise round the loop (out of the - terminal at the bottom of the battery).
  var corners = [[60, 50], [340, 50], [340, 250], [60, 250]];
  var perimeter = 2 * (280 + 200), dots = [], n = 18, offset = 0, last = 0;
  var group = $('electrons');
  for (var k = 0; k < n; k++) {
    var c = document.createElementNS(group.namespaceURI, 'circle');
    c.setAttribute('r', '4'); group.appendChild(c); dots.push(c);
  }
  function pointAt(s) {
    s = ((s % perimeter) + perimeter) % perimeter;
    for (var j = 0; j < 4; j++) {
      var a = corners[j], b = corners[(j + 1) % 4];
      var len = Math.abs(b[0] - a[0]) + Math.abs(b[1] - a[1]);
      if (s <= len) { var t = s / len; return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]; }
      s -= len;
    }
    return corners[0];
  }
  function frame(ts) {
    var dt = last ? Math.min(0.1, (ts - last) / 1000) : 0; last = ts;
    var i = current();
    var speed = i > 0 ? clamp(12 + 90 * Math.sqrt(i), 0, 260) : 0;
    offset -= speed * dt;
    group.setAttribute('opacity', i > 0 ? '1' : '0');
    for (var j = 0; j < n; j++) {
      var p = pointAt(offset + (j * perimeter) / n);
      dots[j].setAttribute('cx', p[0].toFixed(1)); dots[j].setAttribute('cy', p[1].toFixed(1));
    }
    requestAnimationFrame(frame);
  }
  render();
  requestAnimationFrame(frame);
})();
`;

export const ohmsLawSimulator = simulatorDocument({
  title: "Ohm's Law",
  tagline: 'Change the voltage and resistance, and watch the current and the bulb.',
  accent: '#1d4ed8',
  css,
  body,
  script,
});
