import { simulatorDocument } from './shell';

const css = `
.layout { display: grid; grid-template-columns: 160px minmax(0, 1fr) 380px; grid-template-areas: "palette script stage"; gap: 10px; align-items: start; }
@media (max-width: 860px) { .layout { grid-template-columns: 150px minmax(0, 1fr); grid-template-areas: "stage stage" "palette script"; } }
@media (max-width: 480px) { .layout { grid-template-columns: 1fr; grid-template-areas: "stage" "palette" "script"; } }
.palette { grid-area: palette; display: flex; flex-direction: column; gap: 4px; }
.script-wrap { grid-area: script; }
.stage-wrap { grid-area: stage; }
.palette button, .block { color: #fff; border: 0; border-radius: 7px; font-size: 13px; font-weight: 600; text-align: left; padding: 5px 8px; min-height: 30px; }
.palette button:hover { filter: brightness(1.1); background-color: inherit; }
.motion { background: #4c97ff; } .looks { background: #9966ff; } .pen { background: #0e9a6c; } .control { background: #e6900a; } .events { background: #d9a400; }
.palette .cat { font-size: 12px; color: #64748b; margin: 4px 0 0; font-weight: 600; }
.script { display: flex; flex-direction: column; gap: 3px; min-height: 120px; max-height: 400px; overflow-y: auto; padding: 6px; border: 2px dashed #cbd5e1; border-radius: 10px; background: #f8fafc; }
.block { display: flex; align-items: center; gap: 4px; flex-wrap: nowrap; white-space: nowrap; }
.block.hat { border-radius: 14px 14px 7px 7px; }
.block.running { outline: 3px solid #facc15; }
.block.warn { box-shadow: inset 0 0 0 2px #b91c1c; }
.block input { width: 44px; font: inherit; font-size: 13px; border: 0; border-radius: 10px; padding: 1px 6px; color: #1f2937; }
.block input.text { width: 76px; }
.block .tools { margin-left: auto; display: flex; gap: 2px; }
.block .tools button { min-height: 22px; padding: 0 4px; font-size: 12px; border-radius: 5px; background: rgba(255,255,255,.25); color: #fff; border: 0; }
.top { display: flex; gap: 6px; align-items: center; margin-bottom: 6px; flex-wrap: wrap; }
.top select { font: inherit; font-size: 13px; padding: 4px 6px; border-radius: 8px; border: 1px solid #cbd5e1; }
canvas { width: 100%; aspect-ratio: 4 / 3; display: block; background: #fff; border: 2px solid #cbd5e1; border-radius: 10px; }
.stage-bar { display: flex; gap: 6px; align-items: center; margin-bottom: 6px; }
.go { background: #16a34a; border-color: #15803d; color: #fff; font-weight: 700; }
.go:hover { background: #15803d; }
.stop { background: #dc2626; border-color: #b91c1c; color: #fff; font-weight: 700; }
.stop:hover { background: #b91c1c; }
.readout { font-variant-numeric: tabular-nums; margin-top: 4px; }
`;

const body = `
<div class="layout">
  <div class="palette" id="palette" aria-label="Block palette: click a block to add it to your script">
    <div class="cat">Motion</div>
    <button type="button" class="motion" data-op="move">move 50 steps</button>
    <button type="button" class="motion" data-op="right">turn ↻ 90 degrees</button>
    <button type="button" class="motion" data-op="left">turn ↺ 90 degrees</button>
    <button type="button" class="motion" data-op="goto">go to x: 0 y: 0</button>
    <button type="button" class="motion" data-op="point">point in direction 90</button>
    <div class="cat">Looks and Pen</div>
    <button type="button" class="looks" data-op="say">say Hello!</button>
    <button type="button" class="pen" data-op="down">pen down</button>
    <button type="button" class="pen" data-op="up">pen up</button>
    <button type="button" class="pen" data-op="erase">erase all</button>
    <div class="cat">Control</div>
    <button type="button" class="control" data-op="repeat">repeat 4</button>
    <button type="button" class="control" data-op="end">end repeat</button>
    <button type="button" class="control" data-op="wait">wait 0.5 seconds</button>
  </div>
  <div class="script-wrap">
    <div class="top"><b>Script</b>
      <select id="example" aria-label="Load an example script"><option value="">Load example…</option><option value="square">Square</option><option value="triangle">Triangle</option><option value="star">Star</option><option value="flower">Flower</option></select>
      <button type="button" id="clear">Clear</button>
    </div>
    <div class="script" id="script"></div>
    <p class="muted">Click blocks on the left to add them. Use ▲ ▼ to move a block and ✕ to delete it.</p>
  </div>
  <div class="stage-wrap">
    <div class="stage-bar"><button type="button" class="go" id="go">⚑ Go</button><button type="button" class="stop" id="stop">■ Stop</button><button type="button" id="home">Reset sprite</button></div>
    <canvas id="stage" width="960" height="720" aria-label="Stage, 480 by 360 steps"></canvas>
    <div class="readout muted" id="readout">x: 0 · y: 0 · direction: 90</div>
    <div id="msg" class="msg" role="status"></div>
  </div>
</div>
`;

const script = String.raw`
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var SPEC = {
    move: { cls: 'motion', parts: ['move', { n: 50 }, 'steps'] },
    right: { cls: 'motion', parts: ['turn ↻', { n: 90 }, 'degrees'] },
    left: { cls: 'motion', parts: ['turn ↺', { n: 90 }, 'degrees'] },
    goto: { cls: 'motion', parts: ['go to x:', { n: 0 }, 'y:', { n: 0 }] },
    point: { cls: 'motion', parts: ['point in direction', { n: 90 }] },
    say: { cls: 'looks', parts: ['say', { t: 'Hello!' }] },
    down: { cls: 'pen', parts: ['pen down'] },
    up: { cls: 'pen', parts: ['pen up'] },
    erase: { cls: 'pen', parts: ['erase all'] },
    repeat: { cls: 'control', parts: ['repeat', { n: 4 }] },
    end: { cls: 'control', parts: ['end repeat'] },
    wait: { cls: 'control', parts: ['wait', { n: 0.5 }, 'seconds'] }
  };
  var EXAMPLES = {
    square: [['erase'], ['down'], ['repeat', 4], ['move', 100], ['right', 90], ['end']],
    triangle: [['erase'], ['down'], ['repeat', 3], ['move', 120], ['right', 120], ['end']],
    star: [['erase'], ['goto', -60, 20], ['point', 90], ['down'], ['repeat', 5], ['move', 140], ['right', 144], ['end'], ['say', 'A star!']],
    flower: [['erase'], ['down'], ['repeat', 12], ['repeat', 4], ['move', 60], ['right', 90], ['end'], ['right', 30], ['end']]
  };
  var blocks = [], nextId = 1, sprite, running = null, runningId = -1;
  var canvas = $('stage'), ctx = canvas.getContext('2d');
  var pen = document.createElement('canvas'); pen.width = 960; pen.height = 720;
  var pctx = pen.getContext('2d');

  function make(op, values) {
    var vals = [];
    SPEC[op].parts.forEach(function (p) { if (typeof p === 'object') vals.push(p.n !== undefined ? p.n : p.t); });
    (values || []).forEach(function (v, i) { vals[i] = v; });
    return { id: nextId++, op: op, vals: vals };
  }
  function depthInfo() {
    var depth = 0, info = {};
    blocks.forEach(function (b) {
      if (b.op === 'end') { info[b.id] = { depth: Math.max(0, depth - 1), warn: depth === 0 }; depth = Math.max(0, depth - 1); }
      else { info[b.id] = { depth: depth }; if (b.op === 'repeat') depth++; }
    });
    return info;
  }
  function renderScript() {
    var box = $('script'), info = depthInfo();
    box.textContent = '';
    var hat = document.createElement('div');
    hat.className = 'block hat events';
    hat.textContent = 'when ⚑ Go clicked';
    box.appendChild(hat);
    blocks.forEach(function (b, index) {
      var el = document.createElement('div');
      el.className = 'block ' + SPEC[b.op].cls + (info[b.id].warn ? ' warn' : '') + (b.id === runningId ? ' running' : '');
      el.style.marginLeft = info[b.id].depth * 16 + 'px';
      if (info[b.id].warn) el.title = 'This end repeat has no repeat above it, so it does nothing.';
      var v = 0;
      SPEC[b.op].parts.forEach(function (p) {
        if (typeof p === 'string') { var s = document.createElement('span'); s.textContent = p; el.appendChild(s); return; }
        var input = document.createElement('input');
        var k = v++;
        input.value = String(b.vals[k]);
        input.setAttribute('aria-label', SPEC[b.op].parts[0] + ' value');
        if (p.t !== undefined) { input.className = 'text'; input.maxLength = 40; }
        else { input.inputMode = 'decimal'; input.maxLength = 7; }
        input.addEventListener('input', function () { b.vals[k] = input.value; });
        el.appendChild(input);
      });
      var tools = document.createElement('span');
      tools.className = 'tools';
      [['▲', 'Move up', -1], ['▼', 'Move down', 1], ['✕', 'Delete', 0]].forEach(function (t) {
        var btn = document.createElement('button');
        btn.type = 'button'; btn.textContent = t[0]; btn.title = t[1]; btn.setAttribute('aria-label', t[1]);
        btn.addEventListener('click', function () {
          if (running) return;
          if (t[2] === 0) blocks.splice(index, 1);
          else { var j = index + t[2]; if (j < 0 || j >= blocks.length) return; var tmp = blocks[j]; blocks[j] = blocks[index]; blocks[index] = tmp; }
          renderScript();
        });
        tools.appendChild(btn);
      });
      el.appendChild(tools);
      box.appendChild(el);
    });
  }
  function num(v, lo, hi) { var x = Number(v); if (!isFinite(x)) x = 0; return Math.min(hi, Math.max(lo, x)); }
  function parse() {
    var root = [], stack = [root];
    blocks.forEach(function (b) {
      var top = stack[stack.length - 1];
      if (b.op === 'repeat') { var node = { b: b, body: [] }; top.push(node); stack.push(node.body); }
      else if (b.op === 'end') { if (stack.length > 1) stack.pop(); }
      else top.push({ b: b });
    });
    return root;
  }
  function home() { sprite = { x: 0, y: 0, dir: 90, pen: false, say: '' }; }
  function norm(d) { d = ((d + 180) % 360 + 360) % 360 - 180; return d === -180 ? 180 : d; }
  function lineTo(nx, ny) {
    nx = num(nx, -240, 240); ny = num(ny, -180, 180);
    if (sprite.pen) {
      pctx.strokeStyle = '#7c3aed'; pctx.lineWidth = 6; pctx.lineCap = 'round';
      pctx.beginPath(); pctx.moveTo((240 + sprite.x) * 2, (180 - sprite.y) * 2); pctx.lineTo((240 + nx) * 2, (180 - ny) * 2); pctx.stroke();
    }
    sprite.x = nx; sprite.y = ny;
  }
  function* run(nodes) {
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i], b = node.b, v = b.vals;
      runningId = b.id; renderScript();
      if (node.body) { var times = Math.round(num(v[0], 0, 100)); for (var t = 0; t < times; t++) { yield* run(node.body); runningId = b.id; } continue; }
      if (b.op === 'move') {
        var steps = num(v[0], -1000, 1000), frames = Math.max(1, Math.ceil(Math.abs(steps) / 8));
        for (var f = 0; f < frames; f++) {
          var rad = sprite.dir * Math.PI / 180, d = steps / frames;
          lineTo(sprite.x + d * Math.sin(rad), sprite.y + d * Math.cos(rad)); yield;
        }
      } else if (b.op === 'right' || b.op === 'left') {
        var turn = num(v[0], -3600, 3600) * (b.op === 'right' ? 1 : -1), n = 6;
        for (var r = 0; r < n; r++) { sprite.dir += turn / n; yield; }
        sprite.dir = norm(Math.round(sprite.dir * 1000) / 1000);
      } else if (b.op === 'goto') { lineTo(v[0], v[1]); yield; }
      else if (b.op === 'point') { sprite.dir = norm(num(v[0], -3600, 3600)); yield; }
      else if (b.op === 'say') { sprite.say = String(v[0]).slice(0, 40); yield; }
      else if (b.op === 'down') { sprite.pen = true; yield; }
      else if (b.op === 'up') { sprite.pen = false; yield; }
      else if (b.op === 'erase') { pctx.clearRect(0, 0, 960, 720); yield; }
      else if (b.op === 'wait') { var w = Math.round(num(v[0], 0, 5) * 60); for (var k = 0; k < w; k++) yield; }
    }
  }
  function draw() {
    ctx.setTransform(2, 0, 0, 2, 0, 0);
    ctx.clearRect(0, 0, 480, 360);
    ctx.fillStyle = '#ffffff'; ctx.fillRect(0, 0, 480, 360);
    ctx.lineWidth = 1;
    for (var g = -240; g <= 240; g += 40) {
      ctx.strokeStyle = g === 0 ? '#94a3b8' : '#eef2f7';
      ctx.beginPath(); ctx.moveTo(240 + g, 0); ctx.lineTo(240 + g, 360); ctx.stroke();
      if (Math.abs(g) <= 180) { ctx.beginPath(); ctx.moveTo(0, 180 + g); ctx.lineTo(480, 180 + g); ctx.stroke(); }
    }
    ctx.fillStyle = '#94a3b8'; ctx.font = '11px system-ui, sans-serif';
    ctx.fillText('x: 240', 440, 174); ctx.fillText('x: −240', 4, 174); ctx.fillText('y: 180', 246, 12); ctx.fillText('y: −180', 246, 354);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(pen, 0, 0);
    ctx.setTransform(2, 0, 0, 2, 0, 0);
    var cx = 240 + sprite.x, cy = 180 - sprite.y;
    ctx.save(); ctx.translate(cx, cy); ctx.rotate((sprite.dir - 90) * Math.PI / 180);
    ctx.fillStyle = '#f59e0b'; ctx.strokeStyle = '#92400e'; ctx.lineWidth = 2;
    ctx.beginPath(); ctx.moveTo(-6, -12); ctx.lineTo(-14, -20); ctx.lineTo(-2, -15); ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(-6, 12); ctx.lineTo(-14, 20); ctx.lineTo(-2, 15); ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.arc(0, 0, 15, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
    ctx.fillStyle = '#fff'; ctx.beginPath(); ctx.arc(6, -6, 4, 0, Math.PI * 2); ctx.arc(6, 6, 4, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#0f172a'; ctx.beginPath(); ctx.arc(8, -6, 2, 0, Math.PI * 2); ctx.arc(8, 6, 2, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = '#92400e'; ctx.beginPath(); ctx.moveTo(22, 0); ctx.lineTo(15, -5); ctx.lineTo(15, 5); ctx.fill();
    ctx.restore();
    if (sprite.say) {
      ctx.font = '600 13px system-ui, sans-serif';
      var w = ctx.measureText(sprite.say).width + 16, bx = Math.min(480 - w - 2, Math.max(2, cx + 14)), by = Math.max(2, cy - 52);
      ctx.fillStyle = '#fff'; ctx.strokeStyle = '#64748b'; ctx.lineWidth = 1.5;
      ctx.beginPath(); ctx.rect(bx, by, w, 26); ctx.fill(); ctx.stroke();
      ctx.fillStyle = '#0f172a'; ctx.fillText(sprite.say, bx + 8, by + 17);
    }
    var shown = function (n) { return String(Math.round(n * 10) / 10).replace('-', '−'); };
    $('readout').textContent = 'x: ' + shown(sprite.x) + ' · y: ' + shown(sprite.y) + ' · direction: ' + shown(norm(sprite.dir)) + ' · pen ' + (sprite.pen ? 'down' : 'up');
  }
  function say(text, kind) { var m = $('msg'); m.textContent = text; m.className = 'msg' + (kind ? ' ' + kind : ''); }
  function stopRun(text, kind) { running = null; runningId = -1; renderScript(); say(text || '', kind || ''); draw(); }
  function go() {
    if (running) return;
    if (!blocks.length) { say('Add some blocks to the script first.', ''); return; }
    running = run(parse()); say('Running…', '');
    var count = 0;
    (function frame() {
      if (!running) return;
      for (var i = 0; i < 2; i++) {
        var r = running.next();
        if (r.done) { stopRun('Done! ' + (sprite.pen ? 'Try another shape.' : 'Tip: use pen down to draw.'), 'good'); return; }
        if (++count > 40000) { stopRun('Stopped: that script runs for too long.', 'bad'); return; }
      }
      draw(); requestAnimationFrame(frame);
    })();
  }
  document.querySelectorAll('#palette button').forEach(function (btn) {
    btn.addEventListener('click', function () {
      if (running) return;
      if (blocks.length >= 40) { say('The script is full (40 blocks).', 'bad'); return; }
      blocks.push(make(btn.getAttribute('data-op'))); renderScript();
      var box = $('script'); box.scrollTop = box.scrollHeight;
    });
  });
  $('example').addEventListener('change', function () {
    var ex = EXAMPLES[$('example').value]; if (!ex || running) return;
    blocks = ex.map(function (e) { return make(e[0], e.slice(1)); });
    home(); renderScript(); draw(); $('example').value = ''; say('Example loaded. Press ⚑ Go!', '');
  });
  $('clear').addEventListener('click', function () { if (!running) { blocks = []; renderScript(); say('', ''); } });
  $('go').addEventListener('click', go);
  $('stop').addEventListener('click', function () { if (running) stopRun('Stopped.', ''); });
  $('home').addEventListener('click', function () { if (running) stopRun('', ''); home(); pctx.clearRect(0, 0, 960, 720); draw(); say('Sprite back at (0, 0), facing right.', ''); });
  home();
  blocks = [make('down'), make('move', [100]), make('right', [90]), make('move', [60]), make('say', ['Namaste!'])];
  renderScript(); draw();
})();
`;

export const scratchBlocksSimulator = simulatorDocument({
  title: 'Scratch Blocks',
  tagline: 'Add blocks to the script, then press Go to move the sprite and draw.',
  accent: '#c2410c',
  css,
  body,
  script,
});
