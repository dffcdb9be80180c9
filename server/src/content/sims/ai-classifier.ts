import { simulatorDocument } from './shell';

const css = `
.layout { display: grid; grid-template-columns: minmax(0, 1fr) 270px; gap: 12px; align-items: start; }
@media (max-width: 700px) { .layout { grid-template-columns: 1fr; } }
.board { position: relative; }
canvas { display: block; width: 100%; border: 2px solid #cbd5e1; border-radius: 10px; background: #fff; cursor: crosshair; touch-action: manipulation; }
.controls { display: flex; flex-direction: column; gap: 8px; }
.row { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
.mode { flex: 1 1 auto; }
.mode.red.pressed { background: #dc2626; border-color: #dc2626; }
.mode.blue.pressed { background: #2563eb; border-color: #2563eb; }
.kbtn { min-width: 38px; }
.controls .row button { padding: 6px 9px; }
.result { background: #f5f3ff; border-radius: 10px; padding: 8px 10px; }
.result .big { font-size: 20px; font-weight: 700; }
.swatch { display: inline-block; width: 11px; height: 11px; vertical-align: -1px; margin-right: 3px; }
.swatch.red { background: #dc2626; border-radius: 50%; }
.pressed .swatch { outline: 1.5px solid #fff; }
.swatch.blue { background: #2563eb; }
label.check { display: flex; gap: 6px; align-items: center; font-size: 14px; }
`;

const body = `
<div class="layout">
  <div class="board"><canvas id="plot" aria-label="Graph of red and blue points. Click to add points or a test point."></canvas></div>
  <div class="controls panel">
    <div><b>Click on the graph to add:</b></div>
    <div class="row" role="group" aria-label="What a click adds">
      <button type="button" class="mode red pressed" data-mode="red" aria-pressed="true"><span class="swatch red"></span>Red</button>
      <button type="button" class="mode blue" data-mode="blue" aria-pressed="false"><span class="swatch blue"></span>Blue</button>
      <button type="button" class="mode" data-mode="test" aria-pressed="false">? Test</button>
    </div>
    <div class="row" role="group" aria-label="Number of neighbours k"><b>k =</b>
      <button type="button" class="kbtn" data-k="1">1</button><button type="button" class="kbtn pressed" data-k="3">3</button><button type="button" class="kbtn" data-k="5">5</button><button type="button" class="kbtn" data-k="7">7</button>
    </div>
    <label class="check"><input type="checkbox" id="map"> Show colour map</label>
    <div class="result" aria-live="polite"><div class="muted">Prediction for the test point</div><div class="big" id="pred">—</div><div id="votes" class="muted">Add points, then a test point.</div></div>
    <div id="counts" class="muted"></div>
    <div class="row"><button type="button" id="sample">Sample data</button><button type="button" id="undo">Undo</button><button type="button" id="clear">Clear</button></div>
  </div>
</div>
`;

const script = String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var COLORS = { red: '#dc2626', blue: '#2563eb' }, TINT = { red: 'rgba(220,38,38,0.13)', blue: 'rgba(37,99,235,0.13)' };
  var points = [], test = null, mode = 'red', k = 3, showMap = false;
  var canvas = $('plot'), ctx = canvas.getContext('2d'), W = 600, H = 450;

  function resize() {
    var wrap = canvas.parentNode.getBoundingClientRect();
    W = Math.max(240, Math.floor(wrap.width));
    H = Math.max(200, Math.floor(Math.min(W * 0.75, window.innerHeight - 90)));
    var dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(W * dpr); canvas.height = Math.round(H * dpr);
    canvas.style.height = H + 'px';
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    draw();
  }
  function neighbours(x, y) {
    return points.map(function (p) { return { p: p, d: Math.hypot((p.x - x) * W, (p.y - y) * H) }; })
      .sort(function (a, b) { return a.d - b.d; }).slice(0, k);
  }
  function classify(x, y) {
    var near = neighbours(x, y);
    if (!near.length) return null;
    var votes = { red: 0, blue: 0 };
    near.forEach(function (n) { votes[n.p.c]++; });
    var label = votes.red > votes.blue ? 'red' : votes.blue > votes.red ? 'blue' : near[0].p.c;
    return { label: label, votes: votes, near: near, tie: votes.red === votes.blue };
  }
  function shape(x, y, c, r) {
    ctx.fillStyle = COLORS[c]; ctx.strokeStyle = '#fff'; ctx.lineWidth = 2;
    ctx.beginPath();
    if (c === 'red') ctx.arc(x, y, r, 0, Math.PI * 2); else ctx.rect(x - r, y - r, 2 * r, 2 * r);
    ctx.fill(); ctx.stroke();
  }
  function draw() {
    ctx.clearRect(0, 0, W, H);
    if (showMap && points.length) {
      var step = 10;
      for (var gx = 0; gx < W; gx += step) for (var gy = 0; gy < H; gy += step) {
        var r = classify((gx + step / 2) / W, (gy + step / 2) / H);
        ctx.fillStyle = TINT[r.label]; ctx.fillRect(gx, gy, step, step);
      }
    }
    ctx.strokeStyle = '#eef2f7'; ctx.lineWidth = 1;
    for (var i = 1; i < 10; i++) {
      ctx.beginPath(); ctx.moveTo((W * i) / 10, 0); ctx.lineTo((W * i) / 10, H); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(0, (H * i) / 10); ctx.lineTo(W, (H * i) / 10); ctx.stroke();
    }
    ctx.fillStyle = '#94a3b8'; ctx.font = '12px system-ui, sans-serif';
    ctx.fillText('feature 1 →', W - 78, H - 8);
    ctx.save(); ctx.translate(14, 84); ctx.rotate(-Math.PI / 2); ctx.fillText('feature 2 →', 0, 0); ctx.restore();
    var result = test ? classify(test.x, test.y) : null;
    if (result) {
      var tx = test.x * W, ty = test.y * H, far = result.near[result.near.length - 1].d;
      ctx.setLineDash([5, 5]); ctx.strokeStyle = '#64748b'; ctx.lineWidth = 1.5;
      ctx.beginPath(); ctx.arc(tx, ty, far + 9, 0, Math.PI * 2); ctx.stroke(); ctx.setLineDash([]);
      result.near.forEach(function (n) { ctx.strokeStyle = COLORS[n.p.c]; ctx.lineWidth = 2; ctx.beginPath(); ctx.moveTo(tx, ty); ctx.lineTo(n.p.x * W, n.p.y * H); ctx.stroke(); });
    }
    points.forEach(function (p) { shape(p.x * W, p.y * H, p.c, 7); });
    if (!points.length && !test) {
      ctx.fillStyle = '#64748b'; ctx.font = '600 15px system-ui, sans-serif'; ctx.textAlign = 'center';
      ctx.fillText('Click anywhere to add a ' + (mode === 'test' ? 'test point' : mode + ' point') + '.', W / 2, H / 2 - 10);
      ctx.font = '14px system-ui, sans-serif';
      ctx.fillText('Or press "Sample data" to start with some points.', W / 2, H / 2 + 14);
      ctx.textAlign = 'left';
    }
    if (test) {
      var x = test.x * W, y = test.y * H;
      ctx.fillStyle = result ? COLORS[result.label] : '#fff'; ctx.strokeStyle = '#0f172a'; ctx.lineWidth = 3;
      ctx.beginPath(); ctx.moveTo(x, y - 13); ctx.lineTo(x + 13, y); ctx.lineTo(x, y + 13); ctx.lineTo(x - 13, y); ctx.closePath(); ctx.fill(); ctx.stroke();
      ctx.fillStyle = '#fff'; ctx.font = '700 13px system-ui, sans-serif'; ctx.textAlign = 'center'; ctx.fillText('?', x, y + 5); ctx.textAlign = 'left';
    }
    var pred = $('pred'), votes = $('votes');
    if (!test) { pred.textContent = '—'; pred.style.color = ''; votes.textContent = points.length ? 'Choose "? Test" and click on the graph.' : 'Add red and blue points, then a test point.'; }
    else if (!result) { pred.textContent = '—'; pred.style.color = ''; votes.textContent = 'Add some red and blue points first.'; }
    else {
      pred.textContent = result.label === 'red' ? 'Red' : 'Blue';
      pred.style.color = COLORS[result.label];
      votes.textContent = 'Votes from the ' + result.near.length + ' nearest: red ' + result.votes.red + ', blue ' + result.votes.blue + (result.tie ? ' (a tie, so the single nearest point decides)' : '') + (result.near.length < k ? '. Only ' + result.near.length + ' points exist, fewer than k.' : '.');
    }
    var nr = points.filter(function (p) { return p.c === 'red'; }).length;
    $('counts').textContent = 'Red points: ' + nr + ' · Blue points: ' + (points.length - nr);
  }
  function setMode(m) {
    mode = m;
    document.querySelectorAll('[data-mode]').forEach(function (b) { var on = b.getAttribute('data-mode') === m; b.classList.toggle('pressed', on); b.setAttribute('aria-pressed', String(on)); });
    draw();
  }
  function setK(n) {
    k = n;
    document.querySelectorAll('[data-k]').forEach(function (b) { var on = Number(b.getAttribute('data-k')) === n; b.classList.toggle('pressed', on); b.setAttribute('aria-pressed', String(on)); });
    draw();
  }
  canvas.addEventListener('click', function (e) {
    var rect = canvas.getBoundingClientRect();
    var x = Math.min(1, Math.max(0, (e.clientX - rect.left) / rect.width)), y = Math.min(1, Math.max(0, (e.clientY - rect.top) / rect.height));
    if (mode === 'test') test = { x: x, y: y };
    else if (points.length < 300) points.push({ x: x, y: y, c: mode });
    draw();
  });
  document.querySelectorAll('[data-mode]').forEach(function (b) { b.addEventListener('click', function () { setMode(b.getAttribute('data-mode')); }); });
  document.querySelectorAll('[data-k]').forEach(function (b) { b.addEventListener('click', function () { setK(Number(b.getAttribute('data-k'))); }); });
  $('map').addEventListener('change', function () { showMap = $('map').checked; draw(); });
  $('undo').addEventListener('click', function () { points.pop(); draw(); });
  $('clear').addEventListener('click', function () { points = []; test = null; draw(); });
  $('sample').addEventListener('click', function () {
    var seed = 7;
    function rnd() { seed = (seed * 16807) % 2147483647; return (seed - 1) / 2147483646; }
    points = [];
    for (var i = 0; i < 9; i++) points.push({ x: 0.18 + rnd() * 0.32, y: 0.45 + rnd() * 0.4, c: 'red' });
    for (var j = 0; j < 9; j++) points.push({ x: 0.5 + rnd() * 0.35, y: 0.12 + rnd() * 0.4, c: 'blue' });
    test = { x: 0.5, y: 0.47 };
    draw();
  });
  document.addEventListener('keydown', function (e) {
    var m = { r: 'red', b: 'blue', t: 'test' }[e.key];
    if (m) setMode(m);
  });
  window.addEventListener('resize', resize);
  setK(3);
  resize();
})();
`;

export const aiClassifierSimulator = simulatorDocument({
  title: 'AI Classifier',
  tagline: 'Add red and blue points, then let the k nearest neighbours vote on a test point.',
  accent: '#6d28d9',
  css,
  body,
  script,
});
